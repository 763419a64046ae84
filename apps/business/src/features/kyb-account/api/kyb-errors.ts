import { isCaptchaRefusal } from '@shop/captcha';
import { API_ERRORS, LOGIN_LOCK_MS, type ApiError } from '@shop/contracts';
import type { Translate } from '@shop/validation';

/** API errors of the KYB pages, said in the page's language (the server's text for any other). */
const ERROR_KEYS: Readonly<Record<number, { key: string; values?: Record<string, number> }>> = {
  [API_ERRORS.LOGIN_FAILED.code]: { key: 'business:kyb.errors.signInFailed' },
  [API_ERRORS.ACCOUNT_LOCKED.code]: {
    key: 'business:errors.accountLocked',
    values: { minutes: LOGIN_LOCK_MS / 60_000 },
  },
  [API_ERRORS.KYB_UNAVAILABLE.code]: { key: 'business:kyb.errors.unavailable' },
  [API_ERRORS.KYB_VERIFY_LINK_INVALID.code]: { key: 'business:kyb.errors.linkInvalid' },
  [API_ERRORS.KYB_ACCOUNT_EXISTS.code]: { key: 'business:kyb.errors.accountExists' },
  [API_ERRORS.KYB_RESEND_TOO_SOON.code]: { key: 'business:kyb.errors.resendTooSoon' },
  [API_ERRORS.KYB_DOSSIER_LOCKED.code]: { key: 'business:kyb.errors.dossierLocked' },
  [API_ERRORS.KYB_DOSSIER_INCOMPLETE.code]: { key: 'business:kyb.errors.dossierIncomplete' },
  [API_ERRORS.KYB_DOCUMENT_MISSING.code]: { key: 'business:kyb.errors.documentMissing' },
  [API_ERRORS.FILE_WRONG_FORMAT.code]: { key: 'business:errors.fileWrongFormat' },
  [API_ERRORS.FILE_TOO_BIG.code]: { key: 'validation:fileTooBig' },
  [API_ERRORS.FILE_TYPE_UNSUPPORTED.code]: { key: 'business:errors.fileUnsupported' },
  [API_ERRORS.RATE_LIMITED.code]: { key: 'business:errors.rateLimited' },
  [API_ERRORS.GENERIC.code]: { key: 'common:genericError.message' },
};

export function kybErrorMessage(error: ApiError, t: Translate): string {
  if (isCaptchaRefusal(error)) return t('business:errors.captchaRefused');
  const known = ERROR_KEYS[error.code];
  return known ? t(known.key, known.values) : error.message;
}

/** The KYB token is unknown or expired (core 401s): the page forgets its KYB session. */
export function isKybSessionEnded(status: number): boolean {
  return status === 401;
}
