import {
  cartTotals,
  allocateCoupons,
  recomputeTieredDiscounts,
  type CartItem,
  type CartSnapshot,
  type DiscountList,
  type QueriedCoupon,
} from '@shop/cart-rules';
import type { GetCartState, SetCartState } from './cart-store-types';

// The few ways the store's parts change lines and coupons, so that the coupon allocation, the
// totals and the tiered discounts always follow in the same change.

/** Lines and coupons with the allocation and totals that follow from them. */
export function withAllocation(cartItems: CartItem[], coupons: QueriedCoupon[]) {
  const allocation = allocateCoupons(cartItems, coupons);
  return { cartItems, couponList: allocation.coupons, totals: cartTotals(cartItems, coupons, allocation) };
}

/** The known lists with the given ones in place of those of the same codes. */
export function withGivenLists(known: DiscountList[], given: DiscountList[]): DiscountList[] {
  if (given.length === 0) return known;
  const givenCodes = new Set(given.map((list) => list.itemCode));
  return [...known.filter((list) => !givenCodes.has(list.itemCode)), ...given];
}

export function cartStateUpdates(set: SetCartState, get: GetCartState) {
  return {
    setLines: (cartItems: CartItem[]) => set(withAllocation(cartItems, get().couponList)),
    setCoupons: (coupons: QueriedCoupon[]) => set(withAllocation(get().cartItems, coupons)),
    /** Sets the lines with the tiers of the codes (and of the given lists) recomputed, in one change. */
    setLinesWithTiers(cartItems: CartItem[], codes: Iterable<string>, given: DiscountList[] = []) {
      const discountLists = withGivenLists(get().discountLists, given);
      const known = new Set(discountLists.map((list) => list.itemCode));
      const recomputed = [...codes, ...given.map((list) => list.itemCode)].filter((code) => known.has(code));
      const lines = recomputeTieredDiscounts(cartItems, recomputed, discountLists);
      set({ discountLists, ...withAllocation(lines, get().couponList) });
    },
    snapshot: (): CartSnapshot => ({
      cartItems: get().cartItems,
      salesmanCustomerContractType: get().salesmanCustomerContractType,
    }),
  };
}

export type CartStateUpdates = ReturnType<typeof cartStateUpdates>;
