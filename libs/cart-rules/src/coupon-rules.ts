import { COUPON_MESSAGES } from './constants';
import { allocateCoupons, couponSuitsItem } from './coupon-allocation';
import { orderTotalBeforeCoupons } from './cart-total';
import type { CartItem, QueriedCoupon } from './types';

// Coupon rules of spec 1 §4 "Cart" and §5 "Coupon".

export type CouponEntryField = 'cardNumber' | 'pinCode';

/** Card number and pin code are both required to add a coupon; returns the missing ones. */
export function missingCouponFields(entry: { cardNumber: string; pinCode: string }): CouponEntryField[] {
  const missing: CouponEntryField[] = [];
  if (entry.cardNumber.trim() === '') missing.push('cardNumber');
  if (entry.pinCode.trim() === '') missing.push('pinCode');
  return missing;
}

function sameCard(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

/**
 * The message that refuses a queried coupon, or null when it may be added:
 * the same card twice is invalid; the balance must be above 0; a coupon that restricts items
 * needs at least one of them with an amount still unpaid (after the coupons already applied).
 */
export function couponRejection(coupon: QueriedCoupon, current: QueriedCoupon[], items: CartItem[]): string | null {
  if (current.some((applied) => sameCard(applied.cardNumber, coupon.cardNumber))) return COUPON_MESSAGES.invalidCoupon;
  if (!(coupon.cardBalance > 0)) return COUPON_MESSAGES.insufficientBalance;
  if (coupon.suitedItemCode.length > 0) {
    const unpaid = allocateCoupons(items, current).items;
    const usable = items.some((item, index) => couponSuitsItem(coupon, item.data.itemCode) && unpaid[index].unpaid > 0);
    if (!usable) return COUPON_MESSAGES.notUsableInOrder;
  }
  return null;
}

export interface NonPartialCouponWarning {
  coupon: QueriedCoupon;
  /** Σ balances of the coupons once this one is added, minor units. */
  couponTotal: number;
  /** The order total before coupons, minor units. */
  orderTotal: number;
}

/**
 * Adding a coupon that is not partially redeemable when the coupon total exceeds the order
 * total calls for a warning (the unspent balance is lost); null when no warning is due.
 */
export function nonPartialCouponWarning(
  coupon: QueriedCoupon,
  couponsAfterAdd: QueriedCoupon[],
  items: CartItem[],
): NonPartialCouponWarning | null {
  if (coupon.isAllowPartialRedeem) return null;
  const couponTotal = couponsAfterAdd.reduce((sum, applied) => sum + Math.max(0, applied.cardBalance), 0);
  const orderTotal = orderTotalBeforeCoupons(items);
  return couponTotal > orderTotal ? { coupon, couponTotal, orderTotal } : null;
}

/** Removing a coupon by card number; `removed` is what left, for the 'removed from cart' notice. */
export function removeCoupon<T extends QueriedCoupon>(
  coupons: T[],
  cardNumber: string,
): { coupons: T[]; removed: T | null } {
  const removed = coupons.find((coupon) => sameCard(coupon.cardNumber, cardNumber)) ?? null;
  return { coupons: removed ? coupons.filter((coupon) => coupon !== removed) : coupons, removed };
}
