import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { giftCards } from '../../db/schema';
import type { Services } from '../services';
import { startDeliveries } from '../delivery/start-deliveries';
import { issueCards } from '../gift-cards/card-issuer';
import { UNPAID_STATUSES, type Order } from './order-repository';

/** The ledger reference of everything an order redeems (coupons, wallet): one per order. */
export const orderRedeemReference = (orderNo: string) => `order:${orderNo}`;
/** The ledger reference of what a cancelled or released order gives back. */
export const orderGiveBackReference = (orderNo: string) => `order:${orderNo}:give-back`;

/**
 * Settles a paid order inside `tx`: only an unpaid order becomes confirmed (09), by one conditional
 * UPDATE, so a replayed or concurrent settlement does nothing. Then its cards are issued (blocked for a
 * physical order until the buyer unlocks it) and their deliveries start in the same transaction; a
 * business order takes its invoice number there too.
 * Answers whether this call settled it.
 */
export async function settleOrder(
  tx: Db,
  services: Services,
  order: Order,
  payment: { paymentId: string | null; paymentMean: string; actor?: string },
): Promise<boolean> {
  const now = new Date(services.now());
  const paid = await services.orders.transition(tx, order.id, UNPAID_STATUSES, '09', {
    paidAt: now,
    paymentId: payment.paymentId,
    paymentMean: payment.paymentMean || order.paymentMean,
    confirmedAt: order.confirmedAt ?? now,
  });
  if (!paid) return false;
  // Every paid business order has its numbered invoice (gap-free per unit, taken in this transaction).
  if (paid.custType === 'B') await services.orders.assignInvoiceNo(tx, paid);
  await services.orders.recordEvent(tx, paid.id, {
    event: 'paid',
    paymentId: payment.paymentId,
    amount: paid.dueAmount,
    actor: payment.actor ?? (payment.paymentId ? 'provider' : 'buyer'),
  });
  const lines = await services.orders.lines(order.id, tx);
  const cards = await issueCards(tx, services, {
    buId: paid.buId,
    orderNo: paid.orderNo,
    ownerAccountId: paid.accountId,
    currency: paid.currency,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      itemCode: line.itemCode,
      amount: line.amount,
      qty: line.qty,
      validMonths: line.validMonths,
    })),
  });
  if (paid.hasPhysical && !paid.isUnlocked) {
    await tx
      .update(giftCards)
      .set({ isBlocked: true })
      .where(and(eq(giftCards.buId, paid.buId), eq(giftCards.orderNo, paid.orderNo)));
  }
  await startDeliveries(tx, services, paid, lines, cards);
  return true;
}

/**
 * Gives back, inside `tx`, what the order redeemed: each coupon's amount (G on its card) and the wallet
 * part (G on the wallet), each at most once (marked in the order, and the ledgers' unique references).
 */
export async function giveBack(tx: Db, services: Services, order: Order): Promise<void> {
  const reference = orderGiveBackReference(order.orderNo);
  for (const coupon of await services.orders.coupons(order.id, tx)) {
    if (coupon.givenBack) continue;
    if (!(await services.orders.markCouponGivenBack(tx, order.id, coupon.cardId))) continue;
    const moved = await services.giftCards.move(coupon.cardId, 'G', coupon.amount, reference, tx);
    if (moved.outcome !== 'moved' && moved.outcome !== 'duplicate')
      throw new Error(`give-back to card ${coupon.cardId} of ${order.orderNo}: ${moved.outcome}`);
  }
  if (order.walletAmount > 0 && order.accountId !== null && (await services.orders.markWalletGivenBack(tx, order.id))) {
    await services.wallets.credit(tx, order.accountId, order.buId, order.walletAmount, reference, 'G');
  }
}

/**
 * Cancels an unpaid order (02) inside `tx` and gives its coupons and wallet back. Answers the order
 * cancelled by this call, or null when it was not unpaid any more.
 */
export async function cancelUnpaidOrderIn(
  tx: Db,
  services: Services,
  order: Order,
  actor: string,
): Promise<Order | null> {
  const canceled = await services.orders.transition(tx, order.id, UNPAID_STATUSES, '02', {
    canceledAt: new Date(services.now()),
  });
  if (!canceled) return null;
  await services.orders.recordEvent(tx, canceled.id, { event: 'canceled', actor });
  await giveBack(tx, services, canceled);
  return canceled;
}

/**
 * Cancels an unpaid order (02) and gives its coupons and wallet back in one transaction. Answers the
 * order as it is after: cancelled by this call or before, or untouched (paid) for the caller to refuse.
 */
export async function cancelUnpaidOrder(services: Services, order: Order, actor = 'buyer'): Promise<Order> {
  return services.db.transaction(async (tx) => {
    const canceled = await cancelUnpaidOrderIn(tx, services, order, actor);
    return canceled ?? (await services.orders.findByNo(order.buId, order.orderNo, tx)) ?? order;
  });
}
