import { act } from '@testing-library/react';
import { cartStore, type CartItem } from '@shop/cart-engine';
import { brandStore } from '@shop/brand';

/** The page's one cart, empty, kept in memory only (no storage, no server cart), for the unit shown. */
export function emptyCart(): void {
  act(() => {
    cartStore.getState().configure({
      serverCart: null,
      isLoggedIn: () => true,
      storage: null,
      sessionStorage: null,
      buId: brandStore.getState().unit?.buId ?? null,
    });
    cartStore.getState().clearCart();
  });
}

/** The cart's lines as the checkout reads them. */
export function cartLines(): CartItem['data'][] {
  return cartStore.getState().cartItems.map((item) => item.data);
}
