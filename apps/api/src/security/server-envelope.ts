import { createCipheriv, createDecipheriv, KeyObject, randomBytes, type CipherGCMTypes } from 'node:crypto';
import { EnvelopeError } from '@shop/envelope';
import { jsonOf } from '../http/answer-json';

/**
 * The envelope's AES-GCM sealing (libs/envelope/src/seal.ts: `iv.ciphertext` in base64url, the call's binding
 * as additional data) done with node:crypto on the request's own turn. WebCrypto's promise-per-call costs a
 * trip through the thread pool that took more time than the cipher on every call; the format is the same,
 * so the client (libs/api-client, WebCrypto) reads what this seals and seals what this reads.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const keyObjects = new WeakMap<CryptoKey, { key: KeyObject; algorithm: CipherGCMTypes }>();

function keyOf(cryptoKey: CryptoKey): { key: KeyObject; algorithm: CipherGCMTypes } {
  let found = keyObjects.get(cryptoKey);
  if (!found) {
    const key = KeyObject.from(cryptoKey);
    found = { key, algorithm: `aes-${(key.symmetricKeySize ?? 32) * 8}-gcm` as CipherGCMTypes };
    keyObjects.set(cryptoKey, found);
  }
  return found;
}

export function sealJsonOnServer(cryptoKey: CryptoKey, value: unknown, additionalData: string): string {
  const { key, algorithm } = keyOf(cryptoKey);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(algorithm, key, iv);
  cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const body = Buffer.concat([cipher.update(jsonOf(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function openJsonOnServer(cryptoKey: CryptoKey, sealed: string, additionalData: string): unknown {
  const [ivText, cipherText, ...rest] = sealed.split('.');
  if (!ivText || !cipherText || rest.length > 0) throw new EnvelopeError('Malformed envelope');
  // Buffer skips characters outside the alphabet; the envelope refuses them, as libs/envelope does.
  if (!BASE64URL.test(ivText) || !BASE64URL.test(cipherText)) throw new EnvelopeError('Not base64url');
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(cipherText, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new EnvelopeError('Malformed envelope');
  const { key, algorithm } = keyOf(cryptoKey);
  let plain: string;
  try {
    const decipher = createDecipheriv(algorithm, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(additionalData, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    plain = decipher.update(body.subarray(0, body.length - TAG_BYTES), undefined, 'utf8') + decipher.final('utf8');
  } catch {
    throw new EnvelopeError('Envelope does not open with this key');
  }
  try {
    return JSON.parse(plain);
  } catch {
    throw new EnvelopeError('Envelope does not hold JSON');
  }
}
