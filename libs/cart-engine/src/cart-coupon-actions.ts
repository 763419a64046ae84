import type { CartStateUpdates } from './cart-state-updates';
import type { CartDepsRef, CouponSlice, GetCartState, SetCartState } from './cart-store-types';
import { couponRejection, nonPartialCouponWarning, removeCoupon } from '@shop/cart-rules';
import { COUPON_REMOVED_MESSAGE } from './constants';
import { CouponRequeryFailed, rebuildCouponsAfterRequery, type CouponQueryResult } from './coupon-requery';

// The cart store's coupon actions over the pure coupon rules (spec 1 §5); the allocation and
// totals follow through setCoupons.

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function cartCouponActions(
  set: SetCartState,
  get: GetCartState,
  deps: CartDepsRef,
  { setCoupons }: CartStateUpdates,
): CouponSlice {
  return {
    addCoupon(coupon) {
      const { cartItems, couponList } = get();
      const rejection = couponRejection(coupon, couponList, cartItems);
      if (rejection) return { ok: false, message: rejection };
      const next = [...couponList, coupon];
      setCoupons(next);
      const warning = nonPartialCouponWarning(coupon, next, cartItems);
      if (warning) deps.current.notifier.nonPartialCouponWarning(warning);
      return { ok: true, warning };
    },
    removeCoupon(cardNumber) {
      const { coupons, removed } = removeCoupon(get().couponList, cardNumber);
      if (!removed) return;
      setCoupons(coupons);
      deps.current.notifier.couponRemoved({ coupon: removed, message: COUPON_REMOVED_MESSAGE });
    },
    async requeryCoupons() {
      const queryCoupon = deps.current.queryCoupon;
      if (!queryCoupon) throw new Error('cart-engine: configure({ queryCoupon }) before requerying coupons');
      const { cartItems, couponList } = get();
      set({ isFetching: true, error: null });
      const failedQuery = (error: unknown): CouponQueryResult => ({
        ok: false,
        code: '',
        message: errorMessage(error),
      });
      const results = await Promise.all(couponList.map((coupon) => queryCoupon(coupon, cartItems).catch(failedQuery)));
      try {
        const outcome = rebuildCouponsAfterRequery(couponList, results, get().cartItems);
        setCoupons(outcome.coupons);
        set({ isFetching: false, error: outcome.joinedErrors || null });
        for (const coupon of outcome.dropped) {
          deps.current.notifier.couponRemoved({ coupon, message: COUPON_REMOVED_MESSAGE });
        }
        return outcome;
      } catch (error) {
        if (error instanceof CouponRequeryFailed) {
          setCoupons([]);
          set({ isFetching: false, error: error.message });
        } else set({ isFetching: false });
        throw error;
      }
    },
  };
}
