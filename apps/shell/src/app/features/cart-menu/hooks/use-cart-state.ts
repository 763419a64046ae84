import { useStore } from 'zustand';
import { cartStore, type CartState } from '@shop/cart-engine';

/**
 * Reads the page's one cart through @shop/cart-engine's shared store. Not @shop/cart-engine/react:
 * that entry bundles its own copy of the store, which a remote's copy of the entry would not share.
 */
export function useCartState<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
