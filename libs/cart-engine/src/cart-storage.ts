import type { CartSnapshot, Coupon, QueriedCoupon } from '@shop/cart-rules';
import {
  CART_STORAGE_NAME,
  COUPON_STORAGE_NAME,
  LEGACY_CART_STORAGE_KEY,
  LEGACY_COUPON_STORAGE_KEY,
  STORAGE_KEY_PREFIX,
} from './constants';
import type { StorageLike } from './storage-like';
import { restoreCartSnapshot, restoreCoupon } from './restore-cart';

// The cart is kept encoded in local storage, the coupons encoded in session storage (spec 1 §4
// "Cart"). Encoding is base64 of the URI-encoded JSON: it keeps the values opaque to a casual
// look and ASCII-safe; it is not encryption.

export function encodeStoredValue(value: unknown): string {
  return btoa(encodeURIComponent(JSON.stringify(value)));
}

/** The decoded value, or null when the entry is missing or not something we wrote. */
export function decodeStoredValue(encoded: string | null): unknown {
  if (encoded === null) return null;
  try {
    return JSON.parse(decodeURIComponent(atob(encoded)));
  } catch {
    return null;
  }
}

export function cartStorageKey(buId: string): string {
  return `${STORAGE_KEY_PREFIX}:${buId}:${CART_STORAGE_NAME}`;
}

export function couponStorageKey(buId: string): string {
  return `${STORAGE_KEY_PREFIX}:${buId}:${COUPON_STORAGE_NAME}`;
}

/**
 * Moves a legacy un-namespaced entry under the unit's key, once: only when the unit has no entry
 * of its own, and the legacy key is removed either way so another unit cannot inherit it.
 */
export function migrateLegacyKey(storage: StorageLike, legacyKey: string, namespacedKey: string): void {
  const legacy = storage.getItem(legacyKey);
  if (legacy === null) return;
  if (storage.getItem(namespacedKey) === null) storage.setItem(namespacedKey, legacy);
  storage.removeItem(legacyKey);
}

const EMPTY_SNAPSHOT: CartSnapshot = { cartItems: [], salesmanCustomerContractType: null };

export function readStoredCart(storage: StorageLike, buId: string): CartSnapshot {
  migrateLegacyKey(storage, LEGACY_CART_STORAGE_KEY, cartStorageKey(buId));
  return restoreCartSnapshot(decodeStoredValue(storage.getItem(cartStorageKey(buId)))) ?? EMPTY_SNAPSHOT;
}

export function writeStoredCart(storage: StorageLike, buId: string, snapshot: CartSnapshot): void {
  storage.setItem(cartStorageKey(buId), encodeStoredValue(snapshot));
}

/** The stored coupons without their allocation, which is computed again against the cart. */
export function readStoredCoupons(storage: StorageLike, buId: string): QueriedCoupon[] {
  migrateLegacyKey(storage, LEGACY_COUPON_STORAGE_KEY, couponStorageKey(buId));
  const value = decodeStoredValue(storage.getItem(couponStorageKey(buId)));
  return Array.isArray(value)
    ? value.map(restoreCoupon).filter((coupon): coupon is QueriedCoupon => coupon !== null)
    : [];
}

export function writeStoredCoupons(storage: StorageLike, buId: string, coupons: Coupon[]): void {
  storage.setItem(couponStorageKey(buId), encodeStoredValue(coupons));
}
