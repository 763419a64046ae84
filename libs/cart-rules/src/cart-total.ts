import { allocateCoupons, type CouponAllocation } from './coupon-allocation';
import { lineAmounts } from './line-amounts';
import type { CartItem, QueriedCoupon } from './types';

export interface CartTotals {
  /** Σ amount × qty. */
  gross: number;
  /** Σ line discounts (salesman-set rate overriding the product rate). */
  discount: number;
  /** Σ (extraProductAmount + cardMadeFee) × qty. */
  extras: number;
  /** What the coupons pay, as allocated. */
  coupons: number;
  /**
   * What the buyer pays: what the lines owe (gross − discount + extras, each line at least 0) −
   * coupons, never below zero.
   */
  total: number;
}

/** The order total before coupons: what the lines owe. */
export function orderTotalBeforeCoupons(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineAmounts(item.data).owed, 0);
}

/**
 * Cart total: discount per line (salesman-set discount overrides product discount), extra
 * product amount and card-made fee × quantity, coupon amount subtracted, never below zero.
 */
export function cartTotals(
  items: CartItem[],
  coupons: QueriedCoupon[],
  allocation: CouponAllocation = allocateCoupons(items, coupons),
): CartTotals {
  let gross = 0;
  let discount = 0;
  let extras = 0;
  let owed = 0;
  for (const item of items) {
    const line = lineAmounts(item.data);
    gross += line.gross;
    discount += line.discount;
    extras += line.extras;
    owed += line.owed;
  }
  const couponAmount = allocation.coupons.reduce((sum, coupon) => sum + coupon.appliedAmount, 0);
  return { gross, discount, extras, coupons: couponAmount, total: Math.max(0, owed - couponAmount) };
}
