// Every fixed value of the pure cart rules (spec 1 sections 3-5, spec 2 sections 8-9), defined once;
// the store's own (debounce, storage keys, its messages) are in @shop/cart-engine.

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
  'templateUrl',
  'message',
  'message2',
  'personalImageUrl',
  'letterTypeId',
  'senderMobileNo',
  'deliverDate',
  'deliverTimeZone',
  'draftPath',
  'kind',
] as const;

/** Coupon validation messages (spec 1 §5 "Coupon", spec 2 §8). */
export const COUPON_MESSAGES = {
  insufficientBalance: 'Insufficient Card Balance',
  notUsableInOrder: 'Card is not usable in this order',
  invalidCoupon: 'The coupon you entered is invalid. Please try again.',
} as const;
