import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { Translate } from '@shop/validation';

/** The error of a validation answer, in the page's language; the code is shown with it (spec 2 section 8). */
export function validationErrorText(error: ApiError, t: Translate): string {
  const message = (() => {
    switch (error.code) {
      case API_ERRORS.VALIDATION_LINK_INVALID.code:
        return t('orderResult:memberValidate.errors.linkInvalid');
      case API_ERRORS.ALREADY_VALIDATED.code:
        return t('orderResult:memberValidate.errors.alreadyValidated');
      case API_ERRORS.RATE_LIMITED.code:
        return t('orderResult:memberValidate.errors.tooMany');
      case API_ERRORS.GENERIC.code:
        return t('common:genericError.message');
      default:
        return error.message;
    }
  })();
  return t('common:errors.withCode', { message, code: error.code });
}
