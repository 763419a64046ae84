import { getOrderResult, ORDER_STATUS, type OrderResult, type OrderResultKind } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { assertOrderOwner } from '../orders/order-access';
import type { Order } from '../orders/order-repository';
import type { PaymentRow } from '../payments/payment-store';

/** Means paid outside the shop after the order is confirmed: the buyer still has to pay. */
const OFFLINE_MEANS = ['03', '05'];

const isRefund = (payment: PaymentRow) => payment.state === 'refund_due' || payment.state === 'refunded';

/**
 * The result the page shows, from the order's status, the payment it came back from and any money of
 * the order given back (decisions 0015, 0020).
 */
export function orderResultOf(order: Order, payment: PaymentRow | null, refund: PaymentRow | null): OrderResultKind {
  if (order.status === '09') return 'paid';
  if (refund) return 'refunded';
  if (payment && (payment.state === 'failed' || payment.state === 'canceled')) return 'failed';
  if (order.status === '04') return 'pending';
  if (order.status === '041') return OFFLINE_MEANS.includes(order.paymentMean) ? 'pending' : 'processing';
  if (order.status === '03') return 'unconfirmed';
  return 'canceled';
}

/** Statuses of an order still waiting for its payment: created, confirmed, a receipt under review. */
const AWAITING_PAYMENT: readonly string[] = ['03', '041', '04'];
/** Statuses of an order that was paid: confirmed, then perhaps returned (spec 2 section 9). */
const PAID: readonly string[] = [
  ...ORDER_STATUS.confirmed,
  ...ORDER_STATUS.fullyReturned,
  ...ORDER_STATUS.partiallyReturned,
];

/**
 * What is still to pay outside coupons and wallet (0 once paid, and for a cancelled order), and what
 * the payment method paid (0 until the order is paid). The order keeps its provider part in dueAmount.
 */
export function orderAmountsOf(order: Pick<Order, 'status' | 'dueAmount'>): { dueAmount: number; paidAmount: number } {
  return {
    dueAmount: AWAITING_PAYMENT.includes(order.status) ? order.dueAmount : 0,
    paidAmount: PAID.includes(order.status) ? order.dueAmount : 0,
  };
}

/**
 * /order/result: the order by its number or by a payment of it. A payment of another unit or purpose,
 * or one paying another order than the number given, answers like an unknown order.
 */
export const getOrderResultHandler = handler(getOrderResult, async (call): Promise<OrderResult> => {
  const { input, unit, session, services } = call;
  if (input.custId !== undefined && input.custId !== session?.custId) throw new ApiFailure('NO_AUTHORIZED');
  const payment = input.paymentId ? await services.payments.find(input.paymentId) : null;
  if (input.paymentId && (!payment || payment.buId !== unit.buId || payment.purpose !== 'order'))
    throw new ApiFailure('ORDER_NOT_FOUND');
  const orderNo = input.orderNo ?? payment?.reference;
  if (!orderNo || (payment && payment.reference !== orderNo)) throw new ApiFailure('ORDER_NOT_FOUND');
  const order = await services.orders.findByNo(unit.buId, orderNo);
  if (!order || order.kind !== 'order') throw new ApiFailure('ORDER_NOT_FOUND');
  assertOrderOwner(order, session);
  const lines = await services.orders.lines(order.id);
  const refund = (await services.payments.allFor(order.buId, 'order', order.orderNo)).filter(isRefund).at(-1) ?? null;
  return {
    orderNo: order.orderNo,
    result: orderResultOf(order, payment, refund),
    status: order.status,
    paymentMean: order.paymentMean,
    currency: order.currency,
    orderAmtTot: order.totalAmount,
    couponAmount: order.couponAmount,
    walletAmount: order.walletAmount,
    ...orderAmountsOf(order),
    paymentWindowEndsAt: order.paymentWindowEndsAt?.toISOString() ?? '',
    hasPhysical: order.hasPhysical,
    isUnlocked: order.isUnlocked,
    orderLines: lines.map((line) => ({
      lineNo: line.lineNo,
      productName: line.productName || line.itemCode,
      kind: line.kind,
      qty: line.qty,
      amount: line.amount,
      lineTotal: line.lineTotal,
      deliverType: line.deliverType,
      deliverDate: line.deliverDate,
      deliverTimeZone: line.deliverTimeZone,
    })),
    payment: payment ? { paymentId: payment.id, state: payment.state } : null,
    refund: refund && {
      amount: refund.amount,
      state: refund.state as 'refund_due' | 'refunded',
      refundedAt: refund.refundedAt?.toISOString() ?? '',
    },
  };
});

export const ORDER_RESULT_HANDLERS = [getOrderResultHandler];
