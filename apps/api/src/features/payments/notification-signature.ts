import { createHmac, timingSafeEqual } from 'node:crypto';

/** A notification signed longer ago than this (or this far ahead of our clock) is refused: a replay. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
/** A header naming more signatures than this is not a provider's (it sends one, two while rotating). */
const MAX_SIGNATURES = 4;

export type SignatureCheck = 'valid' | 'malformed' | 'wrong' | 'stale';

/**
 * Checks a provider notification's signature header, `t=<unix seconds>,v1=<hex HMAC-SHA256>`, as
 * Stripe's webhooks are checked: the HMAC under the shared secret of "t.<the raw body>" must equal
 * one of the v1 values (compared in constant time, every one of them), and t must be within
 * SIGNATURE_TOLERANCE_MS of `nowMs`, so a captured notification cannot be sent again later.
 */
export function checkNotificationSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs: number,
): SignatureCheck {
  if (!header || header.length > 1_000) return 'malformed';
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^[0-9]{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0 || signatures.length > MAX_SIGNATURES) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  let matches = false;
  for (const signature of signatures) matches = timingSafeEqual(signature, expected) || matches;
  if (!matches) return 'wrong';
  return Math.abs(nowMs - timestamp * 1000) > SIGNATURE_TOLERANCE_MS ? 'stale' : 'valid';
}
