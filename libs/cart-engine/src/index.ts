// The pure rules live in @shop/cart-rules; the ones the cart's users need are re-exported here so web
// code reaches them through the page's one shared cart-engine (an InvalidCartValueError the store throws
// is then the class it imports). Named, not `export *`: a shared module carries every export it names,
// and the server's pricing (priceOrder) and order building (buildOrders, for the checkout only, from
// @shop/cart-rules) would otherwise travel on every page.
export type * from '@shop/cart-rules';
export {
  DRAFT_DELIVER_TYPES,
  DEFAULT_CART_DELIVER_TYPE,
  PRODUCT_SORT_ALWAYS_NEW,
  ORDER_LINE_DEFAULTS,
  ORDER_MERGE_KEY_FIELDS,
  COUPON_MESSAGES,
  roundHalfUp,
  percentOfMinor,
  toMinorUnits,
  toMajorUnits,
  InvalidCartValueError,
  cartLineProblem,
  assertValidCartLine,
  assertQuantity,
  assertSalesmanSetDiscount,
  assertDiscountLists,
  createCartItemData,
  addOrder,
  duplicateOrder,
  changeQuantity,
  updateSender,
  renameProducts,
  applySalesmanSetDiscount,
  tierRateFor,
  recomputeTieredDiscount,
  recomputeTieredDiscounts,
  deleteOrder,
  effectiveDiscountRate,
  lineAmounts,
  couponSuitsItem,
  allocateCoupons,
  orderTotalBeforeCoupons,
  cartTotals,
  missingCouponFields,
  couponRejection,
  nonPartialCouponWarning,
  removeCoupon,
} from '@shop/cart-rules';
export * from './constants';
export * from './storage-like';
export * from './cart-storage';
export * from './memory-storage';
export * from './coupon-requery';
export * from './server-cart';
export * from './restore-cart';
export * from './checkout-route';
export * from './cart-store';
