import { useStore } from 'zustand';
import { cartStore } from '@shop/cart-engine';

/**
 * How many cards the cart holds (every line's quantity). Read straight from the page's one cart
 * (@shop/cart-engine, shared with the shell), not through its React entry, which carries a copy of
 * the store module and, when this remote's copy of that entry is the one loaded, a second cart.
 */
export function useCardsInCart(): number {
  return useStore(cartStore, (state) => state.cartItems.reduce((sum, item) => sum + item.data.qty, 0));
}
