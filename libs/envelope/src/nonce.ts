import { toBase64Url } from './base64url';

export const REQUEST_NONCE_BYTES = 16;

/**
 * A fresh request nonce (128 random bits, base64url: 22 characters), drawn for each sealing. The
 * server accepts a sealed request with a given nonce once, so a captured request cannot be sent again.
 */
export function createRequestNonce(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(REQUEST_NONCE_BYTES)));
}
