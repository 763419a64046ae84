import type { OfflinePaymentOrder } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { tableCss } from '../../back-office-kit/back-office-styles';
import { languageOf, moneyOf, momentOf } from '../../back-office-kit/format';

/** The orders waiting for their money: who, how much, how, the payment window, the receipt, the actions. */
export function OfflinePaymentsTable({
  orders,
  receiptOf,
  onReceipt,
  onConfirm,
  onCancel,
}: {
  orders: readonly OfflinePaymentOrder[];
  receiptOf: string | null;
  onReceipt: (orderNo: string) => void;
  onConfirm: (order: OfflinePaymentOrder) => void;
  onCancel: (order: OfflinePaymentOrder) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  const now = Date.now();
  return (
    // An order number is one long word: it wraps, and a narrow window scrolls the table, not the page.
    <div css={{ overflowX: 'auto' }}>
      <table css={tableCss} aria-label={t('backOffice.payments.tableLabel')} data-testid="offline-payment-orders">
        <thead>
          <tr>
            <th scope="col">{t('backOffice.payments.order')}</th>
            <th scope="col">{t('backOffice.payments.customer')}</th>
            <th scope="col" className="number">
              {t('backOffice.payments.amount')}
            </th>
            <th scope="col">{t('backOffice.payments.mean')}</th>
            <th scope="col">{t('backOffice.payments.placed')}</th>
            <th scope="col">{t('backOffice.payments.window')}</th>
            <th scope="col">{t('backOffice.payments.receipt')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const ends = order.paymentWindowEndsAt;
            return (
              <tr
                key={order.orderNo}
                data-testid="offline-payment-order"
                data-order-no={order.orderNo}
                data-buyer={order.buyerEmail}
              >
                <th scope="row" css={{ overflowWrap: 'anywhere', minWidth: 110 }}>
                  {order.orderNo}
                </th>
                <td>
                  {order.companyName || order.buyerEmail}
                  {order.companyName ? <div css={{ fontSize: '0.875rem' }}>{order.buyerEmail}</div> : null}
                </td>
                <td className="number">{moneyOf(order.dueAmount, order.currency, language, order.decimalDigits)}</td>
                <td>{t(`backOffice.payments.mean${order.paymentMean}`)}</td>
                <td>{order.createdAt ? momentOf(order.createdAt, language) : ''}</td>
                <td>
                  {ends
                    ? t(Date.parse(ends) > now ? 'backOffice.payments.windowEnds' : 'backOffice.payments.windowEnded', {
                        time: momentOf(ends, language),
                      })
                    : ''}
                </td>
                <td>
                  {order.hasReceipt ? (
                    <Button
                      variant={receiptOf === order.orderNo ? 'primary' : 'secondary'}
                      aria-pressed={receiptOf === order.orderNo}
                      aria-label={t('backOffice.payments.showReceipt', { orderNo: order.orderNo })}
                      onClick={() => onReceipt(order.orderNo)}
                      data-testid="show-receipt"
                    >
                      {t('backOffice.payments.receipt')}
                    </Button>
                  ) : (
                    t('backOffice.payments.noReceipt')
                  )}
                </td>
                <td>
                  <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                    <Button
                      aria-label={t('backOffice.payments.confirmNamed', { orderNo: order.orderNo })}
                      onClick={() => onConfirm(order)}
                      data-testid="confirm-payment"
                    >
                      {t('backOffice.payments.confirm')}
                    </Button>
                    {order.canCancel ? (
                      <Button
                        variant="secondary"
                        aria-label={t('backOffice.payments.cancelNamed', { orderNo: order.orderNo })}
                        onClick={() => onCancel(order)}
                        data-testid="cancel-order"
                      >
                        {t('backOffice.payments.cancel')}
                      </Button>
                    ) : (
                      <span css={{ fontSize: '0.875rem', maxWidth: 200 }}>{t('backOffice.payments.cancelAfter')}</span>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
