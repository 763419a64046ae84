export * from './api-result';
export * from './force-logout';
export * from './init-token';
export * from './api-client';
export * from './shop-api';
