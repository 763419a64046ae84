import { API_ERRORS, type ApiError } from '@shop/contracts';
import { formatValidationMessage, isMessageKey, type Translate } from '@shop/validation';
import { rateLimitText } from '../rate-limit-text';

/** What the visitor reads for a failed send or confirm, in the page's language. */
export function oneTimeCodeErrorText(error: ApiError, t: Translate): string {
  switch (error.code) {
    case API_ERRORS.OTP_WRONG.code:
      return t('common:errors.wrongCode');
    case API_ERRORS.OTP_EXPIRED.code:
      return t('common:otp.errors.expired');
    case API_ERRORS.OTP_TOO_MANY_ATTEMPTS.code:
      return t('common:otp.errors.tooManyAttempts');
    case API_ERRORS.RATE_LIMITED.code:
      // With the real time left when the answer says it (decision 0021).
      return error.retryAfter === undefined ? t('common:otp.errors.tooManyRequests') : (rateLimitText(error, t) ?? '');
    case API_ERRORS.GENERIC.code:
      return t('common:genericError.message');
  }
  // A shared field rule the server applied (e.g. 'wrong phone number') reads in the page's language.
  const ruleIssue = error.issues?.find((issue) => issue.key && isMessageKey(issue.key));
  if (ruleIssue?.key && isMessageKey(ruleIssue.key)) return formatValidationMessage(ruleIssue.key, ruleIssue.params, t);
  return t('common:errors.withCode', { message: error.message, code: error.code });
}
