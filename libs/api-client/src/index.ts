export * from './api-result';
export * from './force-logout';
export * from './init-token';
export * from './api-client';
export * from './upload-transport';
export * from './shop-api';
