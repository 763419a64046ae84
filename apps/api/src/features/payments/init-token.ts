import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { rememberedServerSecret } from '../../security/server-secrets';

/** How long a payment page's init token (CSRF) is good for. */
export const PAYMENT_INIT_TOKEN_MS = 30 * 60 * 1000;

/** The token's owner: the member's account, or the unit for a guest. */
function scopeOf(call: Call<unknown>): string {
  return call.session ? `account:${call.session.accountId}` : `guest:${call.unit.buId}`;
}

async function mac(call: Call<unknown>, expiresAt: number): Promise<Buffer> {
  const key = await rememberedServerSecret(call.services.db, 'payment-init-token');
  return createHmac('sha256', key)
    .update(`${scopeOf(call)}|${expiresAt}`)
    .digest();
}

/** initToken: '<expiry ms>.<HMAC of caller and expiry>' under a server secret. */
export async function issueInitToken(call: Call<unknown>): Promise<{ csrfToken: string; expiresInSeconds: number }> {
  const expiresAt = call.services.now() + PAYMENT_INIT_TOKEN_MS;
  const csrfToken = `${expiresAt}.${(await mac(call, expiresAt)).toString('base64url')}`;
  return { csrfToken, expiresInSeconds: PAYMENT_INIT_TOKEN_MS / 1000 };
}

/** Throws 59010 unless the token was issued to this caller and has not expired. */
export async function checkInitToken(call: Call<unknown>, token: string): Promise<void> {
  const match = token.match(/^(\d{13})\.([A-Za-z0-9_-]{43})$/);
  const expiresAt = Number(match?.[1] ?? 0);
  if (!match || expiresAt <= call.services.now() || expiresAt > call.services.now() + PAYMENT_INIT_TOKEN_MS)
    throw new ApiFailure('PAYMENT_TOKEN_INVALID');
  const given = Buffer.from(match[2], 'base64url');
  const expected = await mac(call, expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiFailure('PAYMENT_TOKEN_INVALID');
}
