import { EnvelopeError, fromBase64Url, toBase64Url } from './base64url';

/**
 * AES-256-GCM sealing of JSON. A sealed text is `iv.ciphertext` (base64url). The additional data
 * binds it to one call, so a body captured for one endpoint cannot be replayed against another.
 */
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function sealJson(key: CryptoKey, value: unknown, additionalData: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(additionalData) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(cipher))}`;
}

export async function openJson(key: CryptoKey, sealed: string, additionalData: string): Promise<unknown> {
  const [ivText, cipherText, ...rest] = sealed.split('.');
  if (!ivText || !cipherText || rest.length > 0) throw new EnvelopeError('Malformed envelope');
  const iv = fromBase64Url(ivText);
  if (iv.length !== IV_BYTES) throw new EnvelopeError('Malformed envelope');
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(additionalData) },
      key,
      fromBase64Url(cipherText),
    );
  } catch {
    throw new EnvelopeError('Envelope does not open with this key');
  }
  try {
    return JSON.parse(decoder.decode(plain));
  } catch {
    throw new EnvelopeError('Envelope does not hold JSON');
  }
}

/** A request token names its initial token first: `init.iv.ciphertext`. */
export function formatRequestToken(initId: string, sealed: string): string {
  return `${initId}.${sealed}`;
}

export function parseRequestToken(token: string): { initId: string; sealed: string } {
  const dot = token.indexOf('.');
  if (dot <= 0) throw new EnvelopeError('Malformed envelope');
  return { initId: token.slice(0, dot), sealed: token.slice(dot + 1) };
}

/** The additional data of a call: request and response of one endpoint share it, directions differ. */
export function requestBinding(endpointName: string): string {
  return `request:${endpointName}`;
}

export function responseBinding(endpointName: string): string {
  return `response:${endpointName}`;
}
