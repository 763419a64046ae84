import { BANK_TRANSFER_PAYMENT_WINDOW_MS, confirmOrder, type ApiErrorName } from '@shop/contracts';
import { allocateCoupons, pricedLinesAsCartItems, type QueriedCoupon } from '@shop/cart-rules';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { openCard } from '../cards/card-access';
import type { GiftCard, MoveResult } from '../gift-cards/gift-card-store';
import { offeredPaymentMeans } from '../payments/payment-means';
import { verifiedBusinessAccount } from './business-order-rules';
import { callersOrder } from './order-access';
import type { Order } from './order-repository';
import { orderRedeemReference, settleOrder } from './order-settlement';

/**
 * The means this buyer may pay with: a business buyer's contract type decides (Light 1: 03, 05; En
 * Compte 2: 14, 03, 05; Registered 3: the unit's; spec 1 section 6), and it must be verified (58030).
 * Other buyers have the unit's paymentType.
 */
async function allowedPaymentMeans(call: Call<unknown>): Promise<readonly string[]> {
  if (call.session?.custType !== 'B') return call.unit.paymentType.split('|');
  await verifiedBusinessAccount(call);
  return offeredPaymentMeans(call);
}

/** The order statuses that refuse a confirmation, and how. */
function refusalOf(order: Order): ApiErrorName | null {
  if (order.kind === 'quotation') return 'ORDER_IS_QUOTATION';
  if (order.status === '09') return 'ORDER_ALREADY_PAID';
  if (order.status === '02') return 'ORDER_CANCELED';
  if (order.status !== '03') return 'ORDER_ALREADY_CONFIRMED';
  return null;
}

function confirmation(order: Order) {
  return {
    orderNo: order.orderNo,
    orderAmtTot: order.dueAmount,
    couponAmount: order.couponAmount,
    walletAmount: order.walletAmount,
    isConfirm: true,
    isPaid: order.status === '09',
    status: order.status,
  };
}

/** Opens every coupon with its PIN (throttled, one answer for wrong number or PIN); the same card twice is invalid. */
async function openCoupons(call: Call<unknown>, entries: { cardNumber: string; pinCode: string }[], order: Order) {
  const cards: GiftCard[] = [];
  for (const entry of entries) {
    const card = await openCard(call, entry.cardNumber, entry.pinCode);
    if (cards.some((opened) => opened.id === card.id)) throw new ApiFailure('COUPON_INVALID');
    if (card.currency !== order.currency) throw new ApiFailure('CARD_NOT_USABLE');
    if (card.balance <= 0) throw new ApiFailure('INSUFFICIENT_CARD_BALANCE');
    cards.push(card);
  }
  return cards;
}

const asCoupon = (card: GiftCard): QueriedCoupon => ({
  cardNumber: String(card.id),
  pinCode: '',
  cardBalance: card.balance,
  isAllowPartialRedeem: true,
  subPayDesc: '',
  suitedItemCode: [],
  isThirdPartyCoupon: false,
});

/** The opened card an allocated coupon stands for (the allocation may reorder the coupons). */
function cardOf(cards: GiftCard[], couponNumber: string): GiftCard {
  const card = cards.find((opened) => String(opened.id) === couponNumber);
  if (!card) throw new Error(`allocated coupon ${couponNumber} is not among the opened cards`);
  return card;
}

function redemptionFailure(result: MoveResult): ApiFailure | null {
  switch (result.outcome) {
    case 'moved':
    case 'duplicate':
      return null;
    case 'insufficient':
      return new ApiFailure('INSUFFICIENT_CARD_BALANCE');
    case 'inactive':
      return new ApiFailure(result.reason === 'blocked' ? 'CARD_BLOCKED' : 'CARD_EXPIRED');
    default:
      return new ApiFailure('COUPON_INVALID');
  }
}

/**
 * /order/confirm: the coupons (allocated as the cart does) and the wallet pay what they can, in one
 * transaction with the order's move from 03 to 041; when nothing is left the order is settled at once.
 */
export const confirmOrderHandler = handler(confirmOrder, async (call) => {
  const { input, unit, session, services } = call;
  const order = await callersOrder(call);
  // A run after a crash between this confirmation's commit and its stored answer finds its own effect.
  if (call.idempotencyKey !== undefined && order.confirmKey === call.idempotencyKey) return confirmation(order);
  const refusal = refusalOf(order);
  if (refusal) throw new ApiFailure(refusal);
  const allowed = await allowedPaymentMeans(call);
  if (!allowed.includes(input.paymentMean)) throw new ApiFailure('ORDER_PAYMENT_MEAN_UNAVAILABLE');
  const useWallet = input.paymentMean === '14' || input.useWallet;
  if (useWallet && (!session || !unit.features.wallet)) throw new ApiFailure('ORDER_PAYMENT_MEAN_UNAVAILABLE');
  // A business contract without the wallet (Light 1) cannot part-pay with it either.
  if (useWallet && session?.custType === 'B' && !allowed.includes('14'))
    throw new ApiFailure('ORDER_PAYMENT_MEAN_UNAVAILABLE');

  const cards = await openCoupons(call, input.couponList, order).catch(async (error: unknown) => {
    // A confirmation of this order that committed meanwhile may have spent the cards: the order's answer first.
    const current = await services.orders.findByNo(order.buId, order.orderNo);
    const refusal = current && refusalOf(current);
    throw refusal ? new ApiFailure(refusal) : error;
  });
  // The lines only share coupons out: without coupons they are not read.
  const lines = cards.length > 0 ? await services.orders.lines(order.id) : [];
  const allocation = allocateCoupons(
    pricedLinesAsCartItems(lines.map((line) => ({ itemCode: line.itemCode, total: line.lineTotal }))),
    cards.map(asCoupon),
  );
  if (allocation.coupons.some((coupon) => coupon.appliedAmount === 0)) throw new ApiFailure('CARD_NOT_USABLE');
  const couponAmount = allocation.coupons.reduce((sum, coupon) => sum + coupon.appliedAmount, 0);
  const left = order.totalAmount - couponAmount;
  const walletAmount = useWallet ? Math.min(left, input.walletAmount ?? left) : 0;
  if (input.paymentMean === '14' && walletAmount < left) throw new ApiFailure('ORDER_WALLET_INSUFFICIENT');
  const dueAmount = left - walletAmount;
  const now = services.now();
  const reference = orderRedeemReference(order.orderNo);
  // Read outside the transaction: on PGlite a read on another connection would wait for it forever.
  if (dueAmount === 0) await services.cardKeys.current();

  // Its one conditional UPDATE alone (no coupon, no wallet, something left to pay, not a bank check) is
  // atomic by itself: no transaction around it, two round trips fewer. Anything more runs in one.
  const alone = allocation.coupons.length === 0 && walletAmount === 0 && dueAmount > 0 && input.paymentMean !== '05';
  const atomically = <T>(work: (tx: Db) => Promise<T>) => (alone ? work(services.db) : services.db.transaction(work));
  const confirmed = await atomically(async (tx) => {
    const moved = await services.orders.transition(tx, order.id, ['03'], '041', {
      couponAmount,
      walletAmount,
      dueAmount,
      paymentMean: input.paymentMean,
      confirmKey: call.idempotencyKey ?? null,
      confirmedAt: new Date(now),
      paymentWindowEndsAt: input.paymentMean === '03' ? new Date(now + BANK_TRANSFER_PAYMENT_WINDOW_MS) : null,
    });
    if (!moved) {
      const current = await services.orders.findByNo(order.buId, order.orderNo, tx);
      throw new ApiFailure((current && refusalOf(current)) ?? 'ORDER_ALREADY_CONFIRMED');
    }
    // Card-id order, so two orders redeeming the same cards lock them in the same order.
    const spends = allocation.coupons
      .map((coupon) => ({ card: cardOf(cards, coupon.cardNumber), amount: coupon.appliedAmount }))
      .sort((a, b) => a.card.id - b.card.id);
    for (const { card, amount } of spends) {
      const failure = redemptionFailure(await services.giftCards.move(card.id, 'P', -amount, reference, tx));
      if (failure) throw failure;
      await services.orders.addCoupon(tx, order.id, card.id, amount);
    }
    if (walletAmount > 0 && session) {
      const debited = await services.wallets.debit(tx, session.accountId, unit.buId, walletAmount, reference);
      if (debited === 'insufficient') throw new ApiFailure('ORDER_WALLET_INSUFFICIENT');
    }
    if (dueAmount === 0) {
      const paidWith = walletAmount > 0 ? '14' : '15';
      await settleOrder(tx, services, moved, { paymentId: null, paymentMean: paidWith });
      return { ...moved, status: '09' as const };
    }
    // A bank check has no receipt to upload: the order waits, pending (04), for the check (decision 0026).
    if (input.paymentMean === '05') return (await services.orders.transition(tx, order.id, ['041'], '04')) ?? moved;
    return moved;
  });

  return confirmation(confirmed);
});
