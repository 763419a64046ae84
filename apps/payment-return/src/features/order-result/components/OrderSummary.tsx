import type { Theme } from '@emotion/react';
import type { OrderResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../../../shared/use-money';

/** What was bought: each line with its quantity and amount, then what was paid and how, and what is left to pay. */
export function OrderSummary({ order }: { order: OrderResult }) {
  const { t } = useTranslation('orderResult');
  const { money } = useMoney();
  const paidApart = order.couponAmount + order.walletAmount > 0;
  const rows = [
    { id: 'total', label: t('summary.total'), amount: order.orderAmtTot, shown: true },
    { id: 'coupons', label: t('summary.giftCards'), amount: order.couponAmount, shown: order.couponAmount > 0 },
    { id: 'wallet', label: t('summary.wallet'), amount: order.walletAmount, shown: order.walletAmount > 0 },
    // A paid order owes nothing (dueAmount 0): it shows what the payment method paid instead.
    {
      id: 'paid',
      label: t('summary.paidByMethod'),
      amount: order.paidAmount,
      shown: paidApart && order.paidAmount > 0,
    },
    { id: 'due', label: t('summary.due'), amount: order.dueAmount, shown: paidApart && order.dueAmount > 0 },
  ].filter((row) => row.shown);
  return (
    <div data-testid="order-summary">
      <h2>{t('summary.title')}</h2>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          li: {
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: theme.space(2),
            padding: `${theme.space(2)} 0`,
            borderBottom: '1px solid #d5dce4',
          },
        })}
      >
        {order.orderLines.map((line) => (
          <li key={line.lineNo} data-testid="order-line">
            <span>
              {t('summary.line', {
                qty: line.qty,
                product: line.productName,
                amount: money(line.amount, order.currency),
              })}
            </span>
            <span css={{ fontWeight: 600 }}>{money(line.lineTotal, order.currency)}</span>
          </li>
        ))}
      </ul>
      <dl
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) max-content',
          gap: `${theme.space(1)} ${theme.space(4)}`,
          margin: `${theme.space(3)} 0 0`,
          dd: { margin: 0, textAlign: 'end', fontWeight: 600 },
        })}
      >
        {rows.map((row) => (
          <div key={row.id} css={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd data-testid={`order-summary-${row.id}`}>{money(row.amount, order.currency)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
