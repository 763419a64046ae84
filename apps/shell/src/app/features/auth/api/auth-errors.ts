import { isCaptchaRefusal } from '@shop/captcha';
import { API_ERRORS, LOGIN_LOCK_MS, TWO_FA_LOCK_MS, type ApiError } from '@shop/contracts';
import { rateLimitText } from '@shop/ui';
import type { Translate } from '@shop/validation';

/**
 * Server errors the auth pages show in the page's language: the English texts are the API's own
 * (API_ERRORS), translated in the auth namespace. Other codes show the server's message.
 */
const ERROR_KEYS: Readonly<Record<number, { key: string; values?: Record<string, number> }>> = {
  [API_ERRORS.LOGIN_FAILED.code]: { key: 'auth:errors.loginFailed' },
  [API_ERRORS.ACCOUNT_NOT_ACTIVE.code]: { key: 'auth:errors.accountNotActive' },
  [API_ERRORS.ACCOUNT_LOCKED.code]: { key: 'auth:errors.accountLocked', values: { minutes: LOGIN_LOCK_MS / 60_000 } },
  [API_ERRORS.LOGIN_TYPE_UNAVAILABLE.code]: { key: 'auth:errors.loginTypeUnavailable' },
  [API_ERRORS.USE_BUSINESS_LOGIN.code]: { key: 'auth:errors.useBusinessLogin' },
  [API_ERRORS.USE_SALESMAN_LOGIN.code]: { key: 'auth:errors.useSalesmanLogin' },
  [API_ERRORS.VERIFY_LINK_INVALID.code]: { key: 'auth:errors.verifyLinkInvalid' },
  [API_ERRORS.RESET_LINK_INVALID.code]: { key: 'auth:errors.resetLinkInvalid' },
  [API_ERRORS.MEMBER_TYPE_MISMATCH.code]: { key: 'auth:errors.memberTypeMismatch' },
  [API_ERRORS.RATE_LIMITED.code]: { key: 'auth:errors.rateLimited' },
  [API_ERRORS.GENERIC.code]: { key: 'common:genericError.message' },
  // Two-factor sign-in and social sign-in (issue 22).
  [API_ERRORS.TWO_FA_CODE_WRONG.code]: { key: 'auth:errors.twoFaCodeWrong' },
  [API_ERRORS.TWO_FA_CHALLENGE_EXPIRED.code]: { key: 'auth:errors.twoFaChallengeExpired' },
  [API_ERRORS.TWO_FA_LOCKED.code]: { key: 'auth:errors.twoFaLocked', values: { minutes: TWO_FA_LOCK_MS / 60_000 } },
  [API_ERRORS.TWO_FA_TOO_MANY_SENDS.code]: { key: 'auth:errors.twoFaTooManySends' },
  [API_ERRORS.OAUTH_PROVIDER_UNAVAILABLE.code]: { key: 'auth:errors.oauthProviderUnavailable' },
  [API_ERRORS.OAUTH_STATE_INVALID.code]: { key: 'auth:errors.oauthStateInvalid' },
  [API_ERRORS.OAUTH_EXCHANGE_FAILED.code]: { key: 'auth:errors.oauthExchangeFailed' },
  [API_ERRORS.OAUTH_CANCELLED.code]: { key: 'auth:errors.oauthCancelled' },
  [API_ERRORS.SOCIAL_NOT_REGISTERED.code]: { key: 'auth:errors.socialNotRegistered' },
  [API_ERRORS.SOCIAL_EMAIL_IN_USE.code]: { key: 'auth:errors.socialEmailInUse' },
};

/** A captcha token refused again after the silent retry: said in the form, not as a popup. */
const CAPTCHA_REFUSED_KEY = 'auth:errors.captchaRefused';

export function authErrorMessage(error: ApiError, t: Translate): string {
  if (isCaptchaRefusal(error)) return t(CAPTCHA_REFUSED_KEY);
  // A limit that says how long it holds (decision 0021): said with the real time left.
  if (error.retryAfter !== undefined) return rateLimitText(error, t) ?? error.message;
  const known = ERROR_KEYS[error.code];
  return known ? t(known.key, known.values) : error.message;
}

/** The API errors translated here, for the test that keeps their English equal to the API's. */
export const TRANSLATED_API_ERRORS = Object.entries(ERROR_KEYS).map(([code, { key, values }]) => ({
  code: Number(code),
  key,
  values,
}));
