import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { Translate } from '@shop/validation';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A rate limit's refusal (42900) in the page's language with the real time left, from the answer's
 * retryAfter (seconds left in the counter's window): seconds under a minute, minutes up to 90, then
 * hours, rounded up so the visitor never retries too early. Null for any other error.
 */
export function rateLimitText(error: ApiError, t: Translate): string | null {
  if (error.code !== API_ERRORS.RATE_LIMITED.code) return null;
  const left = error.retryAfter;
  if (left === undefined) return t('common:errors.tooManyAttempts.later');
  if (left < MINUTE) return t('common:errors.tooManyAttempts.seconds', { seconds: left });
  if (left <= 90 * MINUTE) return t('common:errors.tooManyAttempts.minutes', { minutes: Math.ceil(left / MINUTE) });
  return t('common:errors.tooManyAttempts.hours', { hours: Math.ceil(left / HOUR) });
}
