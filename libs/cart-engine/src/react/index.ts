import { useStore } from 'zustand';
import { cartStore, type CartState } from '../cart-store';

/**
 * Reads from the page's one cart. Select a field or a value kept in state (cartItems, totals,
 * couponList...); a selector that builds a new object on every call re-renders forever.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
