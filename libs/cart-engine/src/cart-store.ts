import { createStore } from 'zustand/vanilla';
import { cartCouponActions } from './cart-coupon-actions';
import { persistCartChanges, readPersistedCart } from './cart-persistence';
import { cartStateUpdates } from './cart-state-updates';
import { cartCoreSlice, defaultCartDeps } from './cart-store-core';
import type { CartDeps, CartDepsRef, CartState } from './cart-store-types';
import { serverCartSlice } from './server-cart-sync';

// The cart store composed of its parts: the core (state and line actions over the pure cart
// rules) with its coupon actions, the persistence to local/session storage, and the server sync.

export type { AddCouponResult, CartDeps, CartNotifier, CartState, ServerCartFlags } from './cart-store-types';

export function createCartStore(initialDeps: Partial<CartDeps> = {}) {
  const deps: CartDepsRef = { current: defaultCartDeps(initialDeps) };

  const store = createStore<CartState>()((set, get) => {
    const updates = cartStateUpdates(set, get);
    return {
      ...cartCoreSlice(set, get, deps, updates, { restore: readPersistedCart }),
      ...cartCouponActions(set, get, deps, updates),
      ...serverCartSlice(set, get, deps, updates),
    };
  });
  persistCartChanges(store, deps);
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * The one cart of the page. This module is a Module Federation singleton shared by the shell and
 * every remote, so the store exists from import time and the shell configures it at start-up:
 * `cartStore.getState().configure({ storage: localStorage, sessionStorage, buId, ... })`.
 */
export const cartStore = createCartStore();
