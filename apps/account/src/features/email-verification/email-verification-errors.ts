import { API_ERRORS, type ApiError } from '@shop/contracts';
import { rateLimitText } from '@shop/ui';
import type { Translate } from '@shop/validation';
import { accountErrorText } from '../../shared/server-errors';

/** A refused send or status read, in the page's language. */
export function emailVerificationErrorText(error: ApiError, t: Translate): string {
  switch (error.code) {
    case API_ERRORS.EMAIL_VERIFICATION_TOO_SOON.code:
      return t('account:emailVerification.tooSoon', { seconds: error.retryAfter ?? 59 });
    case API_ERRORS.ALREADY_VALIDATED.code:
      return t('account:emailVerification.alreadyVerified');
    default:
      return rateLimitText(error, t) ?? accountErrorText(error, t);
  }
}
