import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { completePayment } from '../payments/complete-payment';
import { voidOpenPayment } from '../payments/void-payment';
import type { Order } from './order-repository';
import { cancelUnpaidOrder } from './order-settlement';

/**
 * The buyer cancels an order (decision 0020). A paid order cannot be cancelled, only refunded. Each
 * open payment of the order is voided at the provider first; one the provider has taken the money
 * for already is completed instead, so the order is paid and settled and the cancel refused. One the
 * provider cannot void now (an authentication under way, the provider unreachable) is marked so that
 * whatever it becomes is voided or refunded to the buyer, never settled. Then the order moves to 02
 * and gives its coupons and wallet back, in one transaction; a settlement that got there first wins.
 */
export async function cancelOrderForBuyer(services: Services, order: Order): Promise<Order> {
  if (order.status === '09') throw new ApiFailure('ORDER_PAID_NOT_CANCELABLE');
  if (order.status === '02') return order;
  for (const payment of await services.payments.openFor(order.buId, 'order', order.orderNo)) {
    const voided = await voidOpenPayment(services, payment);
    if (voided === 'taken') {
      await completePayment(services, payment, null).catch(() => undefined);
      const now = await services.orders.findByNo(order.buId, order.orderNo);
      // Refunded instead when another cancel asked to void it first: the order is cancelled all the same.
      if (now?.status === '02') return now;
      throw new ApiFailure(now?.status === '09' ? 'ORDER_PAID_NOT_CANCELABLE' : 'PAYMENT_PENDING');
    }
    if (voided === 'voided')
      await services.orders.recordEvent(services.db, order.id, {
        event: 'payment_voided',
        paymentId: payment.id,
        amount: payment.amount,
        actor: 'buyer',
      });
  }
  const after = await cancelUnpaidOrder(services, order);
  if (after.status !== '02') throw new ApiFailure('ORDER_PAID_NOT_CANCELABLE');
  return after;
}
