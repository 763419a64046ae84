import { isCaptchaRefusal } from '@shop/captcha';
import { API_ERRORS, LOGIN_LOCK_MS, type ApiError } from '@shop/contracts';
import type { Translate } from '@shop/validation';

/** API errors the business sign-in and registration pages say in the page's language. */
const ERROR_KEYS: Readonly<Record<number, { key: string; values?: Record<string, number> }>> = {
  [API_ERRORS.LOGIN_FAILED.code]: { key: 'business:errors.loginFailed' },
  [API_ERRORS.ACCOUNT_LOCKED.code]: {
    key: 'business:errors.accountLocked',
    values: { minutes: LOGIN_LOCK_MS / 60_000 },
  },
  [API_ERRORS.USE_INDIVIDUAL_LOGIN.code]: { key: 'business:errors.useIndividualLogin' },
  [API_ERRORS.USE_SALESMAN_LOGIN.code]: { key: 'business:errors.useSalesmanLogin' },
  [API_ERRORS.COMPANY_QUERY_EMPTY.code]: { key: 'validation:companyQueryCriteria' },
  [API_ERRORS.BUSINESS_REGISTRATION_EXPIRED.code]: { key: 'business:errors.registrationExpired' },
  [API_ERRORS.BUSINESS_EMAIL_NOT_CONFIRMED.code]: { key: 'business:errors.emailNotConfirmed' },
  [API_ERRORS.BUSINESS_RESEND_TOO_SOON.code]: { key: 'business:errors.resendTooSoon' },
  [API_ERRORS.BUSINESS_DOCUMENT_MISSING.code]: { key: 'business:errors.documentMissing' },
  [API_ERRORS.OTP_WRONG.code]: { key: 'business:errors.codeWrong' },
  [API_ERRORS.OTP_EXPIRED.code]: { key: 'business:errors.codeExpired' },
  [API_ERRORS.OTP_TOO_MANY_ATTEMPTS.code]: { key: 'business:errors.codeTooManyAttempts' },
  [API_ERRORS.FILE_WRONG_FORMAT.code]: { key: 'business:errors.fileWrongFormat' },
  [API_ERRORS.FILE_TOO_BIG.code]: { key: 'validation:fileTooBig' },
  [API_ERRORS.FILE_TYPE_UNSUPPORTED.code]: { key: 'business:errors.fileUnsupported' },
  [API_ERRORS.RATE_LIMITED.code]: { key: 'business:errors.rateLimited' },
  [API_ERRORS.GENERIC.code]: { key: 'common:genericError.message' },
};

export function businessAuthErrorMessage(error: ApiError, t: Translate): string {
  if (isCaptchaRefusal(error)) return t('business:errors.captchaRefused');
  const known = ERROR_KEYS[error.code];
  return known ? t(known.key, known.values) : error.message;
}
