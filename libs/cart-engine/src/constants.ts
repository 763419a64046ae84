// The cart store's fixed values (spec 1 section 4, spec 2 sections 8-9): server sync, storage, checkout
// routing and the store's messages. The rules' own constants are in @shop/cart-rules.

/** Draft path used for checkout when a cart line carries none (the consumer "send to a friend" flow). */
export const DEFAULT_DRAFT_PATH = '/buying-friend';
export const CHECKOUT_PATH_SUFFIX = '/checkout';

/** Storage keys. Namespaced per business unit; the un-namespaced legacy keys are migrated once. */
export const STORAGE_KEY_PREFIX = 'shop';
export const CART_STORAGE_NAME = 'cart';
export const COUPON_STORAGE_NAME = 'coupons';
export const LEGACY_CART_STORAGE_KEY = 'cart';
export const LEGACY_COUPON_STORAGE_KEY = 'coupons';

/** Shown when a coupon leaves the cart (spec 1 §4 "Cart"). */
export const COUPON_REMOVED_MESSAGE = 'removed from cart';

/** Coupon requery failures (spec 2 §8): code 11018 is a removed coupon, anything else a failed query. */
export const REMOVED_COUPON_ERROR_CODE = 11018;
export const QUERY_CARD_ERROR_LABELS = {
  removed: 'Removed coupon',
  failed: 'fetch query card failed on coupon',
} as const;

/** Cart persistence and server cart errors (spec 2 §8). */
export const CART_ERROR_MESSAGES = {
  userNotAuthenticated: 'User not authenticated',
  localSaveFailed: 'Failed to save cart to local storage',
  serverSaveFailed: 'Failed to save cart to server',
  serverDataSaveFailed: 'Failed to save cart data to server',
  serverLoadFailed: 'Failed to load cart from server',
  serverDeleteFailed: 'Failed to delete cart from server',
} as const;
