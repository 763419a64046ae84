import type { UseFormSetError } from 'react-hook-form';
import { isCaptchaRefusal } from '@shop/captcha';
import type { ApiError } from '@shop/contracts';
import { apiErrorText, placeServerError, rateLimitText } from '@shop/ui';
import type { Translate } from '@shop/validation';

/** A gift card's number and PIN as typed (checkout's gift cards, the balance page). */
export type CardCode = { cardNumber: string; pinCode: string };

export const CARD_CODE_FIELDS = ['cardNumber', 'pinCode'] as const;

export const EMPTY_CARD_CODE: CardCode = { cardNumber: '', pinCode: '' };

/**
 * Puts the server's refusal of a number and PIN at its field and gives the field to focus. One answer
 * for a wrong number, a wrong PIN or a card that cannot be used: said at the number.
 */
export function placeCardCodeError(error: ApiError, setError: UseFormSetError<CardCode>, t: Translate): keyof CardCode {
  const placed = placeServerError(error, CARD_CODE_FIELDS, t);
  for (const [name, message] of Object.entries(placed.fields)) setError(name as keyof CardCode, { message });
  const first = CARD_CODE_FIELDS.find((name) => placed.fields[name]);
  if (!first) setError('cardNumber', { type: 'server', message: apiErrorText(error, t) });
  return first ?? 'cardNumber';
}

/**
 * The refusals that are about the form, not what was typed: too many look-ups from the connection (with
 * the real time left) and a captcha refused again after its retry. Null for the others (placeCardCodeError).
 */
export function cardCodeFormError(error: ApiError, t: Translate): string | null {
  return rateLimitText(error, t) ?? (isCaptchaRefusal(error) ? apiErrorText(error, t) : null);
}
