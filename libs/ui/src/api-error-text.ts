import type { ApiError } from '@shop/contracts';
import { apiErrorName, apiErrorTextKey } from '@shop/i18n/api-errors';
import type { Translate } from '@shop/validation';
import { rateLimitText } from './rate-limit-text';

/**
 * What the visitor reads for a failed call, in the page's language: the translated text of a code
 * the API knows (the spec's text where it gives one, the generic text for 1234, a rate limit with its
 * time left), else the API's English message with its code.
 */
export function apiErrorText(error: ApiError, t: Translate): string {
  const limited = rateLimitText(error, t);
  if (limited !== null) return limited;
  const withCode = () => t('common:errors.withCode', { message: error.message, code: error.code });
  const name = apiErrorName(error.code);
  const key = name === undefined ? undefined : apiErrorTextKey(name);
  if (key === undefined) return withCode();
  // A code added to the API before its texts still reads, in English with its code.
  return t(key, { defaultValue: withCode() });
}
