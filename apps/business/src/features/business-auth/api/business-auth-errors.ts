import { isCaptchaRefusal } from '@shop/captcha';
import { API_ERRORS, LOGIN_LOCK_MS, type ApiError } from '@shop/contracts';
import type { Translate } from '@shop/validation';

/** API errors the business sign-in and registration pages say in the page's language. */
const ERROR_KEYS: Readonly<Record<number, { key: string; values?: Record<string, number> }>> = {
  [API_ERRORS.LOGIN_FAILED.code]: { key: 'businessAuth:errors.loginFailed' },
  [API_ERRORS.ACCOUNT_LOCKED.code]: {
    key: 'businessAuth:errors.accountLocked',
    values: { minutes: LOGIN_LOCK_MS / 60_000 },
  },
  [API_ERRORS.USE_INDIVIDUAL_LOGIN.code]: { key: 'businessAuth:errors.useIndividualLogin' },
  [API_ERRORS.USE_SALESMAN_LOGIN.code]: { key: 'businessAuth:errors.useSalesmanLogin' },
  [API_ERRORS.COMPANY_QUERY_EMPTY.code]: { key: 'validation:companyQueryCriteria' },
  [API_ERRORS.BUSINESS_REGISTRATION_EXPIRED.code]: { key: 'businessAuth:errors.registrationExpired' },
  [API_ERRORS.BUSINESS_EMAIL_NOT_CONFIRMED.code]: { key: 'businessAuth:errors.emailNotConfirmed' },
  [API_ERRORS.BUSINESS_RESEND_TOO_SOON.code]: { key: 'businessAuth:errors.resendTooSoon' },
  [API_ERRORS.BUSINESS_DOCUMENT_MISSING.code]: { key: 'businessAuth:errors.documentMissing' },
  [API_ERRORS.OTP_WRONG.code]: { key: 'businessAuth:errors.codeWrong' },
  [API_ERRORS.OTP_EXPIRED.code]: { key: 'businessAuth:errors.codeExpired' },
  [API_ERRORS.OTP_TOO_MANY_ATTEMPTS.code]: { key: 'businessAuth:errors.codeTooManyAttempts' },
  [API_ERRORS.FILE_WRONG_FORMAT.code]: { key: 'businessAuth:errors.fileWrongFormat' },
  [API_ERRORS.FILE_TOO_BIG.code]: { key: 'validation:fileTooBig' },
  [API_ERRORS.FILE_TYPE_UNSUPPORTED.code]: { key: 'businessAuth:errors.fileUnsupported' },
  [API_ERRORS.RATE_LIMITED.code]: { key: 'businessAuth:errors.rateLimited' },
  [API_ERRORS.GENERIC.code]: { key: 'common:genericError.message' },
};

export function businessAuthErrorMessage(error: ApiError, t: Translate): string {
  if (isCaptchaRefusal(error)) return t('businessAuth:errors.captchaRefused');
  const known = ERROR_KEYS[error.code];
  return known ? t(known.key, known.values) : error.message;
}
