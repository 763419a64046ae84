import type {
  CartDepsRef,
  CartState,
  GetCartState,
  ServerCartFlags,
  ServerCartSlice,
  SetCartState,
} from './cart-store-types';
import type { CartStateUpdates } from './cart-state-updates';
import { CART_ERROR_MESSAGES, CART_SAVE_DEBOUNCE_MS } from './constants';
import { cartFromServer, mergeServerAndLocalCart, type ServerCartApi } from './server-cart';

// The cart store's server sync (spec 2 §7 /v1/member/cart): save, fetch and delete on demand,
// each with its in-flight flag and error, and the debounced save after quantity changes.

type ServerCallFlag = Exclude<keyof ServerCartFlags, 'error'>;

export function serverCartSlice(
  set: SetCartState,
  get: GetCartState,
  deps: CartDepsRef,
  updates: CartStateUpdates,
): ServerCartSlice {
  const setFlags = (flags: Partial<ServerCartFlags>) => set({ serverCart: { ...get().serverCart, ...flags } });
  const codesOf = (state: Pick<CartState, 'cartItems'>) => state.cartItems.map((item) => item.data.discountItemCode);

  /** Runs one call with its in-flight flag; false (and the error) when refused or failed. */
  async function serverCall(flag: ServerCallFlag, failure: string, call: (api: ServerCartApi) => Promise<void>) {
    const api = deps.current.serverCart;
    if (!api) throw new Error('cart-engine: configure({ serverCart }) before using the server cart');
    if (!deps.current.isLoggedIn()) {
      setFlags({ error: CART_ERROR_MESSAGES.userNotAuthenticated });
      return false;
    }
    setFlags({ [flag]: true, error: null });
    try {
      await call(api);
      setFlags({ [flag]: false });
      return true;
    } catch {
      setFlags({ [flag]: false, error: failure });
      return false;
    }
  }

  return {
    serverCart: { fetching: false, saving: false, deleting: false, error: null },
    saveServerCart() {
      return serverCall('saving', CART_ERROR_MESSAGES.serverSaveFailed, async (api) => {
        const merged = mergeServerAndLocalCart(await api.fetch(), updates.snapshot());
        set({ salesmanCustomerContractType: merged.salesmanCustomerContractType });
        updates.setLinesWithTiers(merged.cartItems, codesOf(merged));
        await api.save(updates.snapshot());
      });
    },
    fetchServerCart() {
      return serverCall('fetching', CART_ERROR_MESSAGES.serverLoadFailed, async (api) => {
        const fetched = cartFromServer(await api.fetch());
        set({ salesmanCustomerContractType: fetched.salesmanCustomerContractType });
        updates.setLinesWithTiers(fetched.cartItems, codesOf(fetched));
      });
    },
    deleteServerCart() {
      return serverCall('deleting', CART_ERROR_MESSAGES.serverDeleteFailed, async (api) => {
        await api.remove();
        updates.setLines([]);
      });
    },
  };
}

/**
 * Saves the cart to the server CART_SAVE_DEBOUNCE_MS after the last quantity change, for
 * logged-in users; call `quantityChanged()` on each change.
 */
export function debouncedServerSave(set: SetCartState, get: GetCartState, deps: CartDepsRef) {
  const setFlags = (flags: Partial<ServerCartFlags>) => set({ serverCart: { ...get().serverCart, ...flags } });
  // A timer restarted on each change: the one debounce the cart needs, without a stream library on
  // the start page.
  let pending: ReturnType<typeof setTimeout> | undefined;
  function save() {
    pending = undefined;
    const api = deps.current.serverCart;
    if (!api || !deps.current.isLoggedIn()) return;
    const { cartItems, salesmanCustomerContractType } = get();
    setFlags({ saving: true, error: null });
    api.save({ cartItems, salesmanCustomerContractType }).then(
      () => setFlags({ saving: false }),
      () => setFlags({ saving: false, error: CART_ERROR_MESSAGES.serverDataSaveFailed }),
    );
  }
  return {
    quantityChanged: () => {
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(save, CART_SAVE_DEBOUNCE_MS);
    },
  };
}
