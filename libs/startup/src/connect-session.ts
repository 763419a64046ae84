import { heartbeat, logout } from '@shop/contracts';
import type { ApiClient } from '@shop/api-client';
import { cartStore, type CartStore } from '@shop/cart-engine';
import { sessionStore, type createSessionStore } from '@shop/session';

type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Gives the session its server side: the heartbeat every 30 s with the access token, the server
 * logout before storage is cleared, the cart to empty when a signed-in user logs out, and the cart
 * to save to the server 2 s after the last quantity change while signed in (with the session's other
 * timed events, so rxjs loads on sign-in only).
 */
export function connectSessionToApi(
  api: Pick<ApiClient, 'call'>,
  session: SessionStore = sessionStore,
  cart: CartStore = cartStore,
): void {
  session.getState().configure({
    heartbeat: () => api.call(heartbeat, {}),
    serverLogout: async ({ accessToken, refreshToken }) => {
      const result = await api.call(logout, { accessToken, refreshToken });
      if (!result.ok) throw new Error(result.error.message);
    },
    cart: {
      itemCount: () => cart.getState().cartItems.length,
      clear: () => cart.getState().clearCart(),
    },
    cartSave: {
      onChange: (changed) =>
        cart.subscribe((state, previous) => {
          if (state.quantityChanges !== previous.quantityChanges) changed();
        }),
      save: () => cart.getState().saveCartChanges(),
    },
  });
}
