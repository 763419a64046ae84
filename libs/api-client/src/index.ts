export * from './api-result';
export * from './force-logout';
export * from './init-token';
export * from './api-client';
export type { UploadProgress, UploadRequest, UploadTransport } from './upload-transport';
export * from './shop-api';
export * from './page-answers';
