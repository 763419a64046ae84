// Every fixed value of the cart rules (spec 1 sections 3-5, spec 2 sections 8-9), defined once.

/** Local-to-server cart save waits this long after the last quantity change (spec 2 §9). */
export const CART_SAVE_DEBOUNCE_MS = 2000;

/** Draft deliver types (spec 2 §9 code tables). */
export const DRAFT_DELIVER_TYPES = ['Email', 'SMS', 'BOTH', 'Physical', 'PDF', 'CardFile', 'URLFile', 'Zip'] as const;

/** A cart line without a deliver type is a PDF (spec 1 §3 "PDF default in the cart line"). */
export const DEFAULT_CART_DELIVER_TYPE = 'PDF';

/** Lines of this product sort are always separate entries: never replaced, never merged. */
export const PRODUCT_SORT_ALWAYS_NEW = 'T';

/** Order-line defaults (spec 1 §3 "Order-line draft"). */
export const ORDER_LINE_DEFAULTS = {
  validMonths: 12,
  isTaxCredit: 0,
  salesmanId: '',
  orderAmount: 0,
} as const;

/**
 * The cart-line fields that must be identical for two lines to become one order line when
 * orders are built (quantities are summed). Everything that changes what is printed, sent or
 * charged is part of the key; display-only fields (names, image URLs) follow the itemCode.
 */
export const ORDER_MERGE_KEY_FIELDS = [
  'itemCode',
  'templateId',
  'amount',
  'productDiscount',
  'salesmanSetDiscount',
  'productSorts',
  'parentItemCode',
  'extraItemCode',
  'extraProductAmount',
  'cardMadeFee',
  'senderName',
  'senderEmail',
  'receiverName',
  'receiverEmail',
  'receiverFirstName',
  'receiverLastName',
  'receiverCivility',
  'receiverCity',
  'receiverAddress',
  'receiverAddress2',
  'receiverZipCode',
  'receiverCountryCode',
  'receiverMobileAreaCode',
  'receiverMobileNo',
  'deliverType',
  'draftPath',
  'kind',
] as const;

/** Draft path used for checkout when a cart line carries none (the consumer "send to a friend" flow). */
export const DEFAULT_DRAFT_PATH = '/buying-friend';
export const CHECKOUT_PATH_SUFFIX = '/checkout';

/** Storage keys. Namespaced per business unit; the un-namespaced legacy keys are migrated once. */
export const STORAGE_KEY_PREFIX = 'shop';
export const CART_STORAGE_NAME = 'cart';
export const COUPON_STORAGE_NAME = 'coupons';
export const LEGACY_CART_STORAGE_KEY = 'cart';
export const LEGACY_COUPON_STORAGE_KEY = 'coupons';

/** Coupon validation messages (spec 1 §5 "Coupon", spec 2 §8). */
export const COUPON_MESSAGES = {
  insufficientBalance: 'Insufficient Card Balance',
  notUsableInOrder: 'Card is not usable in this order',
  invalidCoupon: 'The coupon you entered is invalid. Please try again.',
} as const;

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
