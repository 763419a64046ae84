// The pure rules live in @shop/cart-rules; they are re-exported here so web code reaches them through
// the page's one shared cart-engine (an InvalidCartValueError the store throws is then the class it imports).
export * from '@shop/cart-rules';
export * from './constants';
export * from './storage-like';
export * from './cart-storage';
export * from './memory-storage';
export * from './coupon-requery';
export * from './server-cart';
export * from './restore-cart';
export * from './checkout-route';
export * from './cart-store';
