// How much a refund gives back and from where (decision 0042). Pure: no database, no clock.

/** What the order took, in minor units: paid (the provider's or the transfer's), wallet, coupons. */
export interface OrderMoneyParts {
  paid: number;
  wallet: number;
  /** The gift cards the order redeemed, in the order they were taken. */
  coupons: readonly { cardId: number; amount: number }[];
}

/** What earlier refunds of the order gave back of each part. */
export interface RefundedParts {
  paid: number;
  wallet: number;
  coupon: number;
}

export interface RefundAllocation {
  amount: number;
  paid: number;
  wallet: number;
  coupon: number;
  /** Each coupon card's give-back (G). */
  coupons: { cardId: number; amount: number }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const orderTotalOf = (parts: OrderMoneyParts) =>
  parts.paid + parts.wallet + sum(parts.coupons.map((c) => c.amount));

/**
 * Each card's share of what the order took (fees, shipping and tax included), in proportion to the
 * cards' face values, rounded down; the refund that returns the last cards gives the rest (see
 * refundAmountOf), so the order's refunds always add up to what it took.
 */
export function cardShares(total: number, cards: readonly { cardId: number; initialAmount: number }[]) {
  const faceTotal = sum(cards.map((card) => card.initialAmount));
  return new Map(
    cards.map((card) => [card.cardId, faceTotal === 0 ? 0 : Math.floor((total * card.initialAmount) / faceTotal)]),
  );
}

/**
 * What refunding `chosen` gives back: their shares, or, when no card of the order is left unrefunded
 * after it, everything the order took that earlier refunds did not give back.
 */
export function refundAmountOf(
  total: number,
  shares: ReadonlyMap<number, number>,
  chosen: readonly number[],
  refundedBefore: ReadonlySet<number>,
  refundedTotal: number,
): number {
  const last = [...shares.keys()].every((cardId) => refundedBefore.has(cardId) || chosen.includes(cardId));
  if (last) return Math.max(0, total - refundedTotal);
  return Math.min(sum(chosen.map((cardId) => shares.get(cardId) ?? 0)), Math.max(0, total - refundedTotal));
}

/**
 * Splits `amount` over what is left of each part: the paid part first (the buyer's money), then the
 * wallet, then the coupons card by card.
 */
export function allocateRefund(amount: number, parts: OrderMoneyParts, before: RefundedParts): RefundAllocation {
  let left = amount;
  const take = (available: number) => {
    const taken = Math.max(0, Math.min(left, available));
    left -= taken;
    return taken;
  };
  const paid = take(parts.paid - before.paid);
  const wallet = take(parts.wallet - before.wallet);
  const coupons: { cardId: number; amount: number }[] = [];
  let alreadyBack = before.coupon;
  for (const coupon of parts.coupons) {
    const usedBefore = Math.min(alreadyBack, coupon.amount);
    alreadyBack -= usedBefore;
    const taken = take(coupon.amount - usedBefore);
    if (taken > 0) coupons.push({ cardId: coupon.cardId, amount: taken });
  }
  if (left > 0) throw new RangeError(`a refund of ${amount} is more than the order has left to give back`);
  return { amount, paid, wallet, coupon: sum(coupons.map((coupon) => coupon.amount)), coupons };
}
