import { useState } from 'react';
import { formatDate } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, SelectField, apiErrorText, saveFile, useMoney } from '@shop/ui';
import { SalesmanArea } from '../../../shared/SalesmanArea';
import { pageCss, panelCss, rowCss, tableCss } from '../../../shared/page-styles';
import { useLoaded } from '../../customers/hooks/use-loaded';
import { downloadCommission, fetchCommission } from '../api/commission-api';
import { currentMonth, recentMonths } from '../statement-month';

/** /salesman/commission: per month, the orders the salesman placed, their amounts, his commission; xlsx. */
export function CommissionPage() {
  return (
    <SalesmanArea>
      <Commission />
    </SalesmanArea>
  );
}

type Download = { status: 'idle' | 'busy' } | { status: 'failed'; text: string };

function Commission() {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const { language, money } = useMoney();
  const [months] = useState(() => recentMonths(currentMonth(Intl.DateTimeFormat().resolvedOptions().timeZone)));
  const [month, setMonth] = useState(months[0]);
  const statement = useLoaded(month, () => fetchCommission(month));
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  const monthName = (value: string) => formatDate(`${value}-01`, language, { month: 'long', year: 'numeric' });

  const save = async () => {
    setDownload({ status: 'busy' });
    const file = await downloadCommission(month);
    if (!file.ok) {
      setDownload({ status: 'failed', text: apiErrorText(file.error, t) || t('commission.downloadFailed') });
      return;
    }
    saveFile(file.data);
    setDownload({ status: 'idle' });
  };
  const state = statement.state;

  return (
    <div css={pageCss} data-testid="salesman-commission">
      <h1 css={{ margin: 0 }}>{t('commission.title')}</h1>
      <p css={{ fontSize: '1.125rem' }}>{t('commission.lead')}</p>
      <div css={rowCss}>
        <div css={{ minWidth: 240 }}>
          <SelectField
            label={t('commission.month')}
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              setDownload({ status: 'idle' });
            }}
            options={months.map((value) => ({ value, label: monthName(value) }))}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => void save()}
          aria-busy={download.status === 'busy' || undefined}
          disabled={state.status !== 'ready' || download.status === 'busy'}
          css={{ marginBottom: 16 }}
        >
          {download.status === 'busy' ? t('commission.downloading') : t('commission.download')}
        </Button>
      </div>
      {download.status === 'failed' ? <FormAlert tone="error">{download.text}</FormAlert> : null}
      <section css={panelCss} aria-live="polite" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' ? <LoadingIndicator label={t('commission.loading')} /> : null}
        {state.status === 'failed' ? (
          <FormAlert tone="error">
            {apiErrorText(state.error, t) || t('commission.failed')}{' '}
            <Button variant="secondary" onClick={statement.retry}>
              {common('genericError.tryAgain')}
            </Button>
          </FormAlert>
        ) : null}
        {state.status === 'ready' && state.data.orders.length === 0 ? <p>{t('commission.none')}</p> : null}
        {state.status === 'ready' && state.data.orders.length > 0 ? (
          <table css={tableCss} aria-label={t('commission.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('commission.orderNo')}</th>
                <th scope="col">{t('commission.date')}</th>
                <th scope="col">{t('commission.customer')}</th>
                <th scope="col">{t('commission.state')}</th>
                <th scope="col" className="number">
                  {t('commission.amount')}
                </th>
                <th scope="col" className="number">
                  {t('commission.commission')}
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.orders.map((order) => (
                <tr key={order.orderNo} data-testid="commission-order">
                  <td dir="ltr">{order.orderNo}</td>
                  <td>{formatDate(order.createdAt, language)}</td>
                  <td>{order.companyName}</td>
                  <td>{order.isPaid ? t('commission.earned') : t('commission.pending')}</td>
                  <td className="number">{money(order.orderAmtTot)}</td>
                  <td className="number">{money(order.commissionAmount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('commission.totals', { count: state.data.orderCount })}
                </th>
                <td className="number">{money(state.data.orderAmount)}</td>
                <td className="number" data-testid="commission-total">
                  {money(state.data.commissionAmount)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={5}>
                  {t('commission.earnedTotal')}
                </th>
                <td className="number">{money(state.data.earnedCommissionAmount)}</td>
              </tr>
            </tfoot>
          </table>
        ) : null}
      </section>
    </div>
  );
}
