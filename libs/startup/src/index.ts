export * from './resolve-business-unit';
export * from './load-business-unit';
export * from './inline-startup-data';
export * from './start-shop-context';
export * from './connect-session';
export * from './connect-cart';
export * from './cart-names-follow-language';
export * from './server-cart-api';
