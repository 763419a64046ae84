import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import type { Order } from '../orders/order-repository';
import { unitProvider, withProvider } from '../payments/providers/provider-calls';
import type { RefundDestination } from './back-office-tables';
import { allocateRefund, cardShares, orderTotalOf, refundAmountOf } from './refund-allocation';
import { REFUNDABLE_STATUSES, type OrderCardForRefund, type OrderRefundRow } from './refund-repository';

/** Who acts in the back office, as the audit log and the refund rows name them. */
export interface OperatorActor {
  operatorId: string;
  operatorName: string;
}

export interface RefundRequest {
  buId: string;
  orderNo: string;
  /** Empty: every card of the order not refunded yet (a whole refund). */
  cardIds: readonly number[];
  destination: RefundDestination;
  reason: string;
  /** The call's client key: a replay with it answers the first refund and gives nothing back again. */
  requestKey: string;
  actor: OperatorActor;
  /** Writes the audit entry inside the refund's transaction. */
  audit?: (tx: Db, refund: OrderRefundRow) => Promise<void>;
}

export type RefundWithCards = OrderRefundRow & { cardIds: number[] };

/** The ledgers' reference of everything one refund moves (cards cancelled, give-backs, wallet). */
export const refundReference = (refundId: number) => `refund:${refundId}`;
/** The merchant reference of a refund at the provider: one refund there per refund here. */
export const providerRefundReference = (refundId: number) => `back-office-refund-${refundId}`;

/** Whether a card may be refunded: never spent, topped up, transferred or refunded. */
export function isUnusedCard(card: OrderCardForRefund): boolean {
  return (
    card.refundId === null &&
    !card.transferred &&
    !card.hasOtherMoney &&
    card.balance > 0 &&
    card.balance === card.initialAmount
  );
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** The refundable order of a unit, or 58074 / 58071. */
export async function refundableOrder(services: Services, buId: string, orderNo: string): Promise<Order> {
  const order = await services.orders.findByNo(buId, orderNo);
  if (!order || order.kind !== 'order') throw new ApiFailure('BACK_OFFICE_ORDER_NOT_FOUND');
  return order;
}

/** The payment a provider took for the order, which a refund to 'payment' goes back through; else null. */
export async function providerPaymentOf(services: Services, order: Order) {
  if (!order.paymentId) return null;
  const payment = await services.payments.find(order.paymentId);
  return payment?.state === 'succeeded' && payment.providerPaymentId ? payment : null;
}

/** Where this order's money can go back: its provider's payment, and the member's wallet. */
export async function refundDestinations(services: Services, order: Order): Promise<RefundDestination[]> {
  const destinations: RefundDestination[] = [];
  if ((await providerPaymentOf(services, order)) || order.dueAmount === 0) destinations.push('payment');
  if (order.accountId !== null) destinations.push('wallet');
  return destinations;
}

/**
 * Refunds a paid order (decision 0042): whole (every card not refunded yet; 099) or the cards chosen
 * (098, or 099 when no card is left). The cards must be unused. In one transaction the refund is
 * recorded, each card cancelled (R, blocked), the wallet part and the coupons given back (G), the paid
 * part credited to the wallet when that is the destination, the order's status and money history
 * written, and the audit entry. The paid part going back through the provider is asked after the
 * commit under the refund's own reference (a retry gets the same refund); until the provider answers the
 * refund stays pending and retryPendingRefunds asks again. A replay of the same request key answers
 * the first refund; a card is refunded once whatever key asks.
 */
export async function refundOrder(services: Services, request: RefundRequest): Promise<RefundWithCards> {
  const replay = await services.refunds.byRequestKey(request.requestKey);
  if (replay) return finishRefund(services, replay);
  const order = await refundableOrder(services, request.buId, request.orderNo);
  if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status))
    throw new ApiFailure('BACK_OFFICE_NOT_REFUNDABLE');

  const cards = await services.refunds.cardsOf(order);
  const open = cards.filter((card) => card.refundId === null);
  const chosenIds = request.cardIds.length > 0 ? [...new Set(request.cardIds)] : open.map((card) => card.cardId);
  const chosen = chosenIds.map((cardId) => cards.find((card) => card.cardId === cardId));
  if (chosen.length === 0 || chosen.some((card) => !card || !isUnusedCard(card)))
    throw new ApiFailure('BACK_OFFICE_CARDS_NOT_REFUNDABLE');

  const payment = await providerPaymentOf(services, order);
  const before = await services.refunds.ofOrder(order.id);
  const parts = { paid: order.dueAmount, wallet: order.walletAmount, coupons: await services.orders.coupons(order.id) };
  const total = orderTotalOf(parts);
  const shares = cardShares(total, cards);
  const refundedBefore = new Set(cards.filter((card) => card.refundId !== null).map((card) => card.cardId));
  const sum = (pick: (row: OrderRefundRow) => number) => before.reduce((acc, row) => acc + pick(row), 0);
  const amount = refundAmountOf(
    total,
    shares,
    chosenIds,
    refundedBefore,
    sum((row) => row.amount),
  );
  const allocation = allocateRefund(amount, parts, {
    paid: sum((row) => row.paidAmount),
    wallet: sum((row) => row.walletAmount),
    coupon: sum((row) => row.couponAmount),
  });
  const toProvider = request.destination === 'payment' && allocation.paid > 0;
  if (toProvider && !payment) throw new ApiFailure('BACK_OFFICE_REFUND_DESTINATION');
  const walletCredit = allocation.wallet + (request.destination === 'wallet' ? allocation.paid : 0);
  if (walletCredit > 0 && order.accountId === null) throw new ApiFailure('BACK_OFFICE_REFUND_DESTINATION');
  const last = cards.every((card) => refundedBefore.has(card.cardId) || chosenIds.includes(card.cardId));

  let refund: OrderRefundRow;
  try {
    refund = await services.db.transaction(async (tx) => {
      const row = await services.refunds.insert(
        tx,
        {
          orderId: order.id,
          buId: order.buId,
          requestKey: request.requestKey,
          kind: request.cardIds.length > 0 ? 'partial' : 'whole',
          destination: request.destination,
          amount,
          paidAmount: allocation.paid,
          walletAmount: allocation.wallet,
          couponAmount: allocation.coupon,
          paymentId: toProvider && payment ? payment.id : null,
          operatorId: request.actor.operatorId,
          operatorName: request.actor.operatorName,
          reason: request.reason,
          done: !toProvider,
        },
        chosenIds.map((cardId) => ({ cardId, amount: shares.get(cardId) ?? 0 })),
      );
      const reference = refundReference(row.id);
      for (const cardId of chosenIds) {
        if (!(await services.refunds.cancelCard(tx, cardId, reference)))
          throw new ApiFailure('BACK_OFFICE_CARDS_NOT_REFUNDABLE');
      }
      if (walletCredit > 0 && order.accountId !== null)
        await services.wallets.credit(tx, order.accountId, order.buId, walletCredit, reference, 'G');
      for (const coupon of allocation.coupons) {
        const moved = await services.giftCards.move(coupon.cardId, 'G', coupon.amount, reference, tx);
        if (moved.outcome !== 'moved') throw new Error(`refund ${row.id}: coupon ${coupon.cardId} ${moved.outcome}`);
      }
      if (!(await services.refunds.markReturned(tx, order.id, last ? '099' : '098')))
        throw new ApiFailure('BACK_OFFICE_NOT_REFUNDABLE');
      await services.orders.recordEvent(tx, order.id, {
        event: 'refunded',
        paymentId: reference,
        amount,
        actor: `operator:${request.actor.operatorName}`,
      });
      await request.audit?.(tx, row);
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key got there first (a concurrent replay), or another refund took one of these cards.
    const first = await services.refunds.byRequestKey(request.requestKey);
    if (first) return finishRefund(services, first);
    throw new ApiFailure('BACK_OFFICE_CARDS_NOT_REFUNDABLE');
  }
  return finishRefund(services, refund);
}

/**
 * Asks the provider for a pending refund's paid part, under the refund's own reference (the provider
 * answers the same refund to a retry), then marks it done. An unreachable provider leaves it pending.
 */
async function finishRefund(services: Services, refund: OrderRefundRow): Promise<RefundWithCards> {
  if (refund.state === 'pending' && refund.paymentId) {
    const payment = await services.payments.find(refund.paymentId);
    const providerPaymentId = payment?.providerPaymentId;
    if (payment && providerPaymentId) {
      const provider = unitProvider(payment.provider);
      try {
        const given = await withProvider(() =>
          provider.refund(providerPaymentId, refund.paidAmount, providerRefundReference(refund.id)),
        );
        await services.refunds.markDone(refund.id, given.refundId);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
      }
    }
  }
  const [after] = (await services.refunds.ofOrder(refund.orderId)).filter((row) => row.id === refund.id);
  return after;
}

/** Asks the providers again for every refund still pending (the back office's timer, every minute). */
export async function retryPendingRefunds(services: Services): Promise<number> {
  let done = 0;
  for (const refund of await services.refunds.pending()) {
    if ((await finishRefund(services, refund)).state === 'done') done += 1;
  }
  return done;
}
