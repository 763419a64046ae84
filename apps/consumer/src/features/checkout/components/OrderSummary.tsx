import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { CartTotals } from '@shop/cart-engine';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../hooks/use-money';
import { mutedCss, sectionCss, sectionTitleCss } from './section-styles';

/** What the order costs, what the gift cards and the wallet pay, and what is left; the pay button below. */
export function OrderSummary({
  totals,
  walletAmount,
  toPay,
  children,
}: {
  totals: CartTotals;
  walletAmount: number;
  toPay: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const titleId = useId();
  const rows: [string, number, string][] = [
    ['subtotal', totals.gross, t('summary.subtotal')],
    ['discount', -totals.discount, t('summary.discount')],
    ['fees', totals.extras, t('summary.fees')],
    ['giftCards', -totals.coupons, t('summary.giftCards')],
    ['wallet', -walletAmount, t('summary.wallet')],
  ];
  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-summary">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('summary.title')}
      </h2>
      <dl css={{ margin: 0 }}>
        {rows
          .filter(([name, amount]) => name === 'subtotal' || amount !== 0)
          .map(([name, amount, label]) => (
            <div key={name} css={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0' }}>
              <dt css={mutedCss}>{label}</dt>
              <dd css={{ margin: 0 }} data-testid={`checkout-summary-${name}`}>
                {amount < 0 ? `− ${money(-amount)}` : money(amount)}
              </dd>
            </div>
          ))}
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            justifyContent: 'space-between',
            gap: 12,
            padding: `${theme.space(3)} 0`,
            marginTop: theme.space(2),
            borderTop: '1px solid #c5ccd6',
            fontWeight: 700,
            fontSize: '1.125rem',
          })}
        >
          <dt>{t('summary.toPay')}</dt>
          <dd css={{ margin: 0 }} data-testid="checkout-summary-to-pay">
            {money(toPay)}
          </dd>
        </div>
      </dl>
      <p css={[mutedCss, { fontSize: '0.9375rem' }]}>{t('summary.note')}</p>
      {children}
    </section>
  );
}
