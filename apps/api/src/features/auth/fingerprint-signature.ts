import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  FINGERPRINT_MAX_AGE_MS,
  fingerprintSigningText,
  fingerprintText,
  readTraditionalToken,
  type FingerprintComponents,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';

/** The hash the page must have sent for these components (the rule of libs/contracts fingerprint.ts). */
export function fingerprintHashOf(components: FingerprintComponents): string {
  return createHash('sha256').update(fingerprintText(components)).digest('hex');
}

export function signFingerprint(key: Uint8Array, hash: string, timestamp: number): string {
  return createHmac('sha256', key).update(fingerprintSigningText(hash, timestamp)).digest('base64url');
}

/**
 * A login's traditional token (decision 0058): a fingerprint this server signed less than
 * FINGERPRINT_MAX_AGE_MS ago. Anything else is refused as the spec's integrity failure (10070).
 */
export function verifyTraditionalToken(key: Uint8Array, token: string, now: number): void {
  const signed = readTraditionalToken(token);
  const genuine =
    !!signed &&
    timingSafeEqual(Buffer.from(signFingerprint(key, signed.hash, signed.timestamp)), Buffer.from(signed.sign));
  if (!signed || !genuine || Math.abs(now - signed.timestamp) > FINGERPRINT_MAX_AGE_MS) {
    throw new ApiFailure('CLOCK_OUT_OF_SYNC', [{ path: 'traditionalToken', message: 'Invalid or expired token' }]);
  }
}
