import { useStore } from 'zustand';
import { cartStore } from '@shop/cart-engine';

/**
 * How many cards the cart holds (every line's quantity): the business limit counts the whole order.
 * Read straight from the page's one cart (@shop/cart-engine, shared with the shell).
 */
export function useCardsInCart(): number {
  return useStore(cartStore, (state) => state.cartItems.reduce((sum, item) => sum + item.data.qty, 0));
}
