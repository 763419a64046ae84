export * from './base64url';
export * from './key-agreement';
export * from './nonce';
export * from './seal';
