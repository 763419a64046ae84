import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { PaymentReturnType } from '../../return-params';

/** Answers worth asking again: the provider has not decided, or the answer never arrived. */
export function isPassing(error: ApiError, status: number | null): boolean {
  return status === null || status >= 500 || status === 429 || error.code === API_ERRORS.PAYMENT_PENDING.code;
}

/** How many times, and how far apart, a still-open payment is asked again before the page says so. */
export const PENDING_RETRIES = 5;
export const PENDING_RETRY_MS = 2000;

/** Where a failed top-up return leads back to: the page the top-up started from. */
export function topUpPagePath(type: Exclude<PaymentReturnType, 'order'>): string {
  return type === 'topup' ? '/account/cards' : '/account/wallet';
}

/**
 * The in-app path of an absolute path the server answered (e.g. /97/order/X?...), given the router's
 * basename ('/97'); null when it is not under it, or the page has no unit prefix (then the browser loads it).
 */
export function inAppPath(path: string, basename: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || !basename) return null;
  if (path === basename) return '/';
  return path.startsWith(`${basename}/`) || path.startsWith(`${basename}?`) ? path.slice(basename.length) || '/' : null;
}
