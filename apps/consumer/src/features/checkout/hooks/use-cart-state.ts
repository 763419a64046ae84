import { useStore } from 'zustand';
import { cartStore, type CartState } from '@shop/cart-engine';

/**
 * Reads the page's one cart through @shop/cart-engine's shared store (the one the buying steps and the
 * shell's cart write to). Not @shop/cart-engine/react: its entry bundles its own copy of the store,
 * which in a remote is a cart nobody configured or filled. Select fields kept in state.
 */
export function useCartState<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
