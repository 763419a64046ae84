import { restoreCartSnapshot } from './restore-cart';
import type { CartItem, CartSnapshot } from '@shop/cart-rules';

/** The server cart calls (spec 2 §7 /v1/member/cart), injected; each rejects on failure. */
export interface ServerCartApi {
  save(snapshot: CartSnapshot): Promise<void>;
  /** The stored cart, or null when the customer has none. */
  fetch(): Promise<CartSnapshot | null>;
  remove(): Promise<void>;
}

/**
 * Saving merges the server cart with the local cart first: every line of both, the local line
 * winning when both hold the same id; the local contract type wins when it is set.
 */
export function mergeServerAndLocalCart(server: CartSnapshot | null, local: CartSnapshot): CartSnapshot {
  if (!server) return local;
  const localIds = new Set(local.cartItems.map((item) => item.id));
  const serverOnly: CartItem[] = server.cartItems.filter((item) => !localIds.has(item.id));
  return {
    cartItems: [...serverOnly, ...local.cartItems],
    salesmanCustomerContractType: local.salesmanCustomerContractType ?? server.salesmanCustomerContractType,
  };
}

/** Fetching replaces the local cart with the server's, or empties it when the server has none. */
export function cartFromServer(server: CartSnapshot | null): CartSnapshot {
  return server ?? { cartItems: [], salesmanCustomerContractType: null };
}

/** The cart as the server keeps it: the cartData JSON text of /v1/member/cart. */
export function cartDataOf(snapshot: CartSnapshot): string {
  return JSON.stringify({
    cartItems: snapshot.cartItems,
    salesmanCustomerContractType: snapshot.salesmanCustomerContractType,
  });
}

/** Reads the server's cartData; none, or text that is not a cart, reads as no cart. */
export function cartSnapshotFromCartData(cartData: string | null): CartSnapshot | null {
  if (cartData === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(cartData);
  } catch {
    return null;
  }
  return restoreCartSnapshot(value);
}
