import { createCipheriv, createDecipheriv, KeyObject, randomFillSync, type CipherGCMTypes } from 'node:crypto';
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

/**
 * Random IVs drawn from the system's generator many at a time: one call per seal cost more than the cipher
 * (the binding's fixed price). Each IV is still 12 fresh random bytes, never handed out twice.
 */
const IVS_PER_DRAW = 512;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    // A new buffer each draw: an IV handed out earlier is never overwritten.
    ivPool = randomFillSync(Buffer.allocUnsafeSlow(IV_BYTES * IVS_PER_DRAW));
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

/** The bindings' bytes (one per endpoint and direction), made once. */
const bindingBytes = new Map<string, Buffer>();

function bytesOf(additionalData: string): Buffer {
  let bytes = bindingBytes.get(additionalData);
  if (!bytes) {
    bytes = Buffer.from(additionalData, 'utf8');
    // Bindings are endpoint names; anything else (a test's) is not kept past a bound.
    if (bindingBytes.size < 2_000) bindingBytes.set(additionalData, bytes);
  }
  return bytes;
}

export function sealJsonOnServer(cryptoKey: CryptoKey, value: unknown, additionalData: string): string {
  const { key, algorithm } = keyOf(cryptoKey);
  const iv = nextIv();
  const cipher = createCipheriv(algorithm, key, iv);
  cipher.setAAD(bytesOf(additionalData));
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
    decipher.setAAD(bytesOf(additionalData));
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
