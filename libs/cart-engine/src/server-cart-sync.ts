import type {
  CartDepsRef,
  CartState,
  GetCartState,
  ServerCartFlags,
  ServerCartSlice,
  SetCartState,
} from './cart-store-types';
import type { CartStateUpdates } from './cart-state-updates';
import { CART_ERROR_MESSAGES } from './constants';
import { cartFromServer, mergeServerAndLocalCart, type ServerCartApi } from './server-cart';

// The cart store's server sync (spec 2 §7 /v1/member/cart): save, fetch and delete on demand,
// each with its in-flight flag and error. The save 2 s after quantity changes calls saveCartChanges; its
// debounce is the session's debouncedSaves stream (wired in @shop/startup's connect-session.ts).

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
    saveCartChanges() {
      return serverCall('saving', CART_ERROR_MESSAGES.serverDataSaveFailed, (api) => api.save(updates.snapshot()));
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
