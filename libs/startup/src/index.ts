export * from './resolve-business-unit';
export * from './load-business-unit';
export * from './start-shop-context';
