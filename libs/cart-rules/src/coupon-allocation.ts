import { lineAmounts } from './line-amounts';
import type { CartItem, Coupon, QueriedCoupon } from './types';

export interface ItemAllocation {
  itemId: string;
  /** What the line costs after discount and extras, minor units. */
  owed: number;
  /** What coupons pay of it. */
  paid: number;
  /** owed − paid. */
  unpaid: number;
}

export interface CouponAllocation {
  /** The coupons in their given order, with appliedAmount and remainingBalance filled in. */
  coupons: Coupon[];
  items: ItemAllocation[];
}

/** A coupon with no suited items may pay for any line. */
export function couponSuitsItem(coupon: QueriedCoupon, itemCode: string): boolean {
  return coupon.suitedItemCode.length === 0 || coupon.suitedItemCode.some((suited) => suited.itemCode === itemCode);
}

/** Unrestricted coupons count as suiting every item, so they are spent last. */
function suitedItemCount(coupon: QueriedCoupon): number {
  return coupon.suitedItemCode.length === 0 ? Number.MAX_SAFE_INTEGER : coupon.suitedItemCode.length;
}

/**
 * Coupon allocation: coupons sorted by number of suited items (fewest first, ties keep their
 * order), each paying what is still owed on every line it suits, in cart order, until its
 * balance is used up. A coupon never spends more than its balance and a line is never paid
 * beyond what it owes.
 */
export function allocateCoupons(items: CartItem[], coupons: QueriedCoupon[]): CouponAllocation {
  const owed = items.map((item) => lineAmounts(item.data).owed);
  const unpaid = [...owed];
  const applied = coupons.map(() => 0);
  const spendingOrder = coupons
    .map((_, index) => index)
    .sort((a, b) => suitedItemCount(coupons[a]) - suitedItemCount(coupons[b]));

  for (const couponIndex of spendingOrder) {
    const coupon = coupons[couponIndex];
    const suited = coupon.suitedItemCode.length === 0 ? null : new Set(coupon.suitedItemCode.map((s) => s.itemCode));
    let balance = Math.max(0, coupon.cardBalance);
    for (let itemIndex = 0; itemIndex < items.length && balance > 0; itemIndex += 1) {
      if (suited && !suited.has(items[itemIndex].data.itemCode)) continue;
      const take = Math.min(balance, unpaid[itemIndex]);
      unpaid[itemIndex] -= take;
      balance -= take;
      applied[couponIndex] += take;
    }
  }

  return {
    coupons: coupons.map((coupon, index) => ({
      ...coupon,
      appliedAmount: applied[index],
      remainingBalance: Math.max(0, coupon.cardBalance) - applied[index],
    })),
    items: items.map((item, index) => ({
      itemId: item.id,
      owed: owed[index],
      paid: owed[index] - unpaid[index],
      unpaid: unpaid[index],
    })),
  };
}
