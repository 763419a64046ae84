import type { StoreApi } from 'zustand/vanilla';
import { readStoredCart, readStoredCoupons, writeStoredCart, writeStoredCoupons } from './cart-storage';
import type { CartDeps, CartDepsRef, CartState } from './cart-store-types';
import type { CartSnapshot, QueriedCoupon } from '@shop/cart-rules';
import { CART_ERROR_MESSAGES } from './constants';

// The cart store's persistence: lines and contract type in local storage, coupons in session
// storage, both encoded and namespaced per business unit (cart-storage.ts holds the format).

export interface PersistedCart {
  snapshot: CartSnapshot;
  coupons: QueriedCoupon[];
}

/**
 * The unit's stored cart and coupons, or null when no unit is configured. A storage that is not
 * given leaves what is in memory. Both are read before the store changes: every change is written back.
 */
export function readPersistedCart(deps: CartDeps, inMemory: PersistedCart): PersistedCart | null {
  const { buId, storage, sessionStorage } = deps;
  if (!buId) return null;
  return {
    snapshot: storage ? readStoredCart(storage, buId) : inMemory.snapshot,
    coupons: sessionStorage ? readStoredCoupons(sessionStorage, buId) : inMemory.coupons,
  };
}

/** Saves on every change from now on; returns the unsubscribe. */
export function persistCartChanges(store: StoreApi<CartState>, deps: CartDepsRef): () => void {
  return store.subscribe((state, previous) => {
    const { buId, storage, sessionStorage } = deps.current;
    if (!buId) return;
    try {
      const cartChanged =
        state.cartItems !== previous.cartItems ||
        state.salesmanCustomerContractType !== previous.salesmanCustomerContractType;
      if (storage && cartChanged) {
        const { cartItems, salesmanCustomerContractType } = state;
        writeStoredCart(storage, buId, { cartItems, salesmanCustomerContractType });
      }
      if (sessionStorage && state.couponList !== previous.couponList) {
        writeStoredCoupons(sessionStorage, buId, state.couponList);
      }
    } catch {
      // A full or blocked storage must not break the cart in memory; say so instead.
      store.setState({ error: CART_ERROR_MESSAGES.localSaveFailed });
    }
  });
}
