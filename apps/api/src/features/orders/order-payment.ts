import { ApiFailure } from '../../http/api-failure';
import type { PaymentPurpose } from '../payments/payment-purpose';
import { assertOrderOwner } from './order-access';
import { cancelUnpaidOrder, cancelUnpaidOrderIn, settleOrder } from './order-settlement';

/**
 * An order paid through the provider (payments feature): what it owes is what coupons and wallet left
 * at confirm (status 041, or 04 with a bank-transfer receipt).
 */
export const ORDER_PAYMENT: PaymentPurpose = {
  purpose: 'order',

  async payable(services, reference, session, buId) {
    const order = await services.orders.findByNo(buId, reference);
    if (!order) throw new ApiFailure('ORDER_NOT_FOUND');
    assertOrderOwner(order, session);
    if (order.kind === 'quotation') throw new ApiFailure('ORDER_IS_QUOTATION');
    if (order.status === '09') throw new ApiFailure('ORDER_ALREADY_PAID');
    if (order.status === '02') throw new ApiFailure('ORDER_CANCELED');
    if (order.status !== '041' && order.status !== '04') throw new ApiFailure('ORDER_NOT_CONFIRMED');
    if (order.dueAmount <= 0) throw new ApiFailure('ORDER_ALREADY_PAID');
    return {
      purpose: 'order',
      reference: order.orderNo,
      buId: order.buId,
      accountId: order.accountId,
      amount: order.dueAmount,
      currency: order.currency,
      email: order.buyerEmail,
    };
  },

  /**
   * Only an unpaid order takes the money, by the conditional move to 09; an order cancelled meanwhile,
   * or paid by another payment, cannot, and the money is given back (decision 0020).
   */
  async settle(tx, services, payment) {
    const order = await services.orders.findByNo(payment.buId, payment.reference, tx);
    if (!order) throw new Error(`payment ${payment.paymentId} settles unknown order ${payment.reference}`);
    if (payment.amount !== order.dueAmount || payment.currency !== order.currency)
      throw new Error(
        `payment ${payment.paymentId} of ${payment.amount} ${payment.currency} does not match order ` +
          `${order.orderNo} due ${order.dueAmount} ${order.currency}`,
      );
    const settled = await settleOrder(tx, services, order, {
      paymentId: payment.paymentId,
      paymentMean: payment.paymentMean,
    });
    if (settled) return 'settled';
    // Moved meanwhile: read it again (the conditional move waited for the other transaction's commit).
    const now = await services.orders.findByNo(payment.buId, payment.reference, tx);
    return now?.status === '09' && now.paymentId === payment.paymentId ? 'settled' : 'unsettleable';
  },

  async recordRefund(tx, services, payment, refunded) {
    const order = await services.orders.findByNo(payment.buId, payment.reference, tx);
    if (!order) throw new Error(`payment ${payment.paymentId} refunds unknown order ${payment.reference}`);
    // Money given back means the order is not bought: one still unpaid (its cancel did not finish) ends now.
    if (!refunded) await cancelUnpaidOrderIn(tx, services, order, 'refund');
    await services.orders.recordEvent(tx, order.id, {
      event: refunded ? 'refunded' : 'refund_due',
      paymentId: payment.paymentId,
      amount: payment.amount,
      actor: 'provider',
    });
    return { language: order.language };
  },

  async release(services, payable) {
    const order = await services.orders.findByNo(payable.buId, payable.reference);
    if (!order) return;
    await cancelUnpaidOrder(services, order, 'payment released');
  },
};
