import type { Services } from '../services';
import type { Order } from './order-repository';
import { settleOrder } from './order-settlement';

/** The means a reviewer confirms by hand: bank transfer 03 and bank check 05 (spec 2 section 9). */
export const OFFLINE_PAYMENT_MEANS = ['03', '05'] as const;

export type OfflinePaymentReview =
  | { outcome: 'confirmed'; order: Order }
  | { outcome: 'already-confirmed'; order: Order }
  | { outcome: 'refused'; reason: string };

/** The reference the confirmed money is recorded under (order_events.payment_id, once per order). */
export const offlinePaymentId = (order: Pick<Order, 'orderNo' | 'paymentMean'>) =>
  `${order.paymentMean === '05' ? 'check' : 'transfer'}:${order.orderNo}`;

/**
 * A reviewer saw the bank transfer or the check of an order arrive: the order moves to confirmed (09)
 * through the settlement every payment takes (cards issued and delivered, a business order's invoice
 * numbered, the paid amount in the order's money history), in one transaction. Running it again answers
 * 'already-confirmed' and changes nothing. Only a confirmed (041) or pending (04) order paid by 03 or
 * 05 can be confirmed so.
 */
export async function confirmOfflinePayment(
  services: Services,
  request: { buId: string; orderNo: string; reviewer: string },
): Promise<OfflinePaymentReview> {
  const order = await services.orders.findByNo(request.buId, request.orderNo);
  if (!order || order.kind !== 'order') return { outcome: 'refused', reason: 'no such order' };
  if (!(OFFLINE_PAYMENT_MEANS as readonly string[]).includes(order.paymentMean))
    return { outcome: 'refused', reason: `paid by ${order.paymentMean || 'nothing yet'}, not 03 or 05` };
  if (order.status === '09') return { outcome: 'already-confirmed', order };
  if (order.status !== '041' && order.status !== '04')
    return { outcome: 'refused', reason: `status ${order.status}: not waiting for its payment` };
  // Read outside the transaction: on PGlite a read on another connection would wait for it forever.
  await services.cardKeys.current();
  const settled = await services.db.transaction((tx) =>
    settleOrder(tx, services, order, {
      paymentId: offlinePaymentId(order),
      paymentMean: order.paymentMean,
      actor: `reviewer:${request.reviewer}`,
    }),
  );
  const after = (await services.orders.findByNo(request.buId, request.orderNo)) ?? order;
  if (settled) return { outcome: 'confirmed', order: after };
  return after.status === '09'
    ? { outcome: 'already-confirmed', order: after }
    : { outcome: 'refused', reason: `status ${after.status}: not waiting for its payment` };
}
