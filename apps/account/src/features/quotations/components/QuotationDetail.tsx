import type { Theme } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText, Button, FormAlert, LoadingIndicator } from '@shop/ui';
import type { QuotationDetail as Detail } from '../api/quotations-api';
import type { DetailState } from '../hooks/use-quotation-detail';
import { useListFormats } from '../../../shared/paged-list/use-list-formats';

const tableCss = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: '0.9375rem',
  'th, td': { padding: `${theme.space(2)} ${theme.space(2)}`, textAlign: 'start' as const, verticalAlign: 'top' },
  'thead th': { borderBottom: '2px solid #d5dce4', color: '#4a5563', fontWeight: 600 },
  'tbody td': { borderBottom: '1px solid #e5e9ef' },
  '.amount': { textAlign: 'end' as const, whiteSpace: 'nowrap' as const },
});

const totalsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  maxWidth: 360,
  margin: `${theme.space(3)} 0 0 auto`,
  dt: { color: '#4a5563' },
  dd: { margin: 0, textAlign: 'end' as const },
  '.total': { fontWeight: 700 },
});

/** The priced lines (product, receiver, quantity, amounts) and the totals of one quotation. */
function DetailView({ detail }: { detail: Detail }) {
  const { t } = useTranslation('account');
  const format = useListFormats();
  const money = (minor: number) => format.amount(minor, detail.currency);
  const extras: [string, number][] = [
    ['quotations.discount', -detail.discountAmount],
    ['quotations.fees', detail.feeAmount],
    ['quotations.shipping', detail.shippingAmount],
    ['quotations.tax', detail.taxAmount],
  ];
  return (
    <>
      <div css={{ overflowX: 'auto' }}>
        <table css={tableCss} data-testid="quotation-lines">
          <caption css={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
            {t('quotations.linesCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('quotations.product')}</th>
              <th scope="col">{t('quotations.receiver')}</th>
              <th scope="col" className="amount">
                {t('quotations.cardAmount')}
              </th>
              <th scope="col" className="amount">
                {t('quotations.qty')}
              </th>
              <th scope="col" className="amount">
                {t('quotations.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.orderLines.map((line) => (
              <tr key={line.lineNo} data-testid="quotation-line">
                <td>{line.productName}</td>
                <td>
                  {line.receiverName}
                  {line.receiverEmail ? <div css={{ color: '#4a5563' }}>{line.receiverEmail}</div> : null}
                </td>
                <td className="amount" dir="ltr">
                  {money(line.amount)}
                </td>
                <td className="amount">{line.qty}</td>
                <td className="amount" dir="ltr">
                  {money(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl css={totalsCss} data-testid="quotation-totals">
        <dt>{t('quotations.gross')}</dt>
        <dd dir="ltr">{money(detail.grossAmount)}</dd>
        {extras
          .filter(([, amount]) => amount !== 0)
          .map(([key, amount]) => (
            <Fragment key={key}>
              <dt>{t(key)}</dt>
              <dd dir="ltr">{money(amount)}</dd>
            </Fragment>
          ))}
        <dt className="total">{t('quotations.total')}</dt>
        <dd className="total" dir="ltr" data-testid="quotation-detail-total">
          {money(detail.orderAmtTot)}
        </dd>
      </dl>
    </>
  );
}

/** A quotation's detail as it loads: busy, failed with a retry, or its lines and totals. */
export function QuotationDetail({ state, onRetry, id }: { state: DetailState; onRetry: () => void; id: string }) {
  const { t } = useTranslation('account');
  return (
    <div id={id} aria-busy={state.status === 'loading'} css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
      {state.status === 'loading' || state.status === 'idle' ? (
        <LoadingIndicator label={t('quotations.detailLoading')} />
      ) : null}
      {state.status === 'failed' ? (
        <div data-testid="quotation-detail-failed">
          <FormAlert tone="error">
            {t('quotations.detailFailed')} {apiErrorText(state.error, t)}
          </FormAlert>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? <DetailView detail={state.detail} /> : null}
    </div>
  );
}
