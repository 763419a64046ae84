import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { API_ERRORS, type ApiError } from '@shop/contracts';
import { placeServerError } from '@shop/ui';
import type { Translate } from '@shop/validation';

/** The text of a failed account call, in the page's language. */
export function accountErrorText(error: ApiError, t: Translate): string {
  switch (error.code) {
    case API_ERRORS.PROFILE_LOCKED.code:
      return t('account:profile.lockedError');
    case API_ERRORS.PHONE_NOT_VERIFIED.code:
      return t('account:phone.notVerified');
    case API_ERRORS.GENERIC.code:
      return t('common:genericError.message');
    case API_ERRORS.INVALID_REQUEST.code:
      return t('account:errors.checkFields');
    default:
      return t('common:errors.withCode', { message: error.message, code: error.code });
  }
}

/**
 * Puts a server error next to the fields it names (`fieldMap`: wire name to form name) and answers
 * what is left for the form's alert, or null when every issue found its field.
 */
export function showServerError<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: Translate,
  fieldMap: Record<string, string> = {},
): string | null {
  const placed = placeServerError(error, fields, t, fieldMap);
  for (const [field, message] of Object.entries(placed.fields))
    setError(field as FieldPath<T>, { type: 'server', message });
  return placed.form === null ? null : accountErrorText(error, t);
}
