import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@shop/i18n/react';
import type { PreviousFile } from '../api/business-checkout-api';
import { useMoney } from '../hooks/use-money';
import type { OrderView } from '../order-view';
import { amountRowCss, mutedCss, sectionCss, sectionTitleCss } from './section-styles';

/** The order's lines and totals (cart lines or a quotation), or the checked file it orders; its actions below. */
export function OrderSummary({
  view,
  file,
  children,
}: {
  view: OrderView | null;
  file: PreviousFile | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('business');
  const money = useMoney();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-summary">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('checkout.summary.title')}
      </h2>
      {file ? (
        <div data-testid="checkout-file">
          <p css={{ margin: '0 0 4px', fontWeight: 600, overflowWrap: 'anywhere' }}>{file.fileName}</p>
          <p css={{ margin: 0 }}>{t('checkout.file.rows', { valid: file.validRowCount, total: file.rowCount })}</p>
          <p css={[mutedCss, { fontSize: '0.9375rem' }]}>{t('checkout.file.pricing')}</p>
        </div>
      ) : null}
      {view ? (
        <>
          <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {view.lines.map((line) => (
              <li
                key={line.key}
                data-testid="checkout-line"
                css={{ padding: '8px 0', borderBottom: '1px solid #e3e7ed' }}
              >
                <div css={amountRowCss}>
                  <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.productName}</span>
                  <span>{money(line.lineTotal)}</span>
                </div>
                <div css={[mutedCss, { fontSize: '0.9375rem', overflowWrap: 'anywhere' }]}>
                  {t('checkout.summary.lineAmount', { amount: money(line.amount), qty: line.qty })}
                  {line.receiver ? ` · ${line.receiver}` : ''}
                </div>
              </li>
            ))}
          </ol>
          <dl css={{ margin: '8px 0 0' }}>
            {view.totals.map(({ name, amount }) => (
              <div key={name} css={amountRowCss}>
                <dt css={mutedCss}>{t(`checkout.summary.${name}`)}</dt>
                <dd css={{ margin: 0 }}>{amount < 0 ? `− ${money(-amount)}` : money(amount)}</dd>
              </div>
            ))}
            <div
              css={(theme: Theme) => ({
                ...amountRowCss,
                padding: `${theme.space(3)} 0`,
                marginTop: theme.space(2),
                borderTop: '1px solid #c5ccd6',
                fontWeight: 700,
                fontSize: '1.125rem',
              })}
            >
              <dt>{t('checkout.summary.total')}</dt>
              <dd css={{ margin: 0 }} data-testid="checkout-total">
                {money(view.total)}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      {children}
    </section>
  );
}
