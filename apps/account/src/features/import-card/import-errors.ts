import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { ImportCardValues } from './api/import-card-api';

/**
 * Which field a refused import belongs to. 11001 is one answer for a wrong number and a wrong PIN
 * (a guesser learns nothing), so it sits under the PIN, the last thing typed; what the server says
 * only about the card (blocked, expired, in another account) sits under the number.
 */
export function importErrorField(error: ApiError): keyof ImportCardValues | null {
  switch (error.code) {
    case API_ERRORS.CARD_REFUSED.code:
      return 'pinCode';
    case API_ERRORS.CARD_BLOCKED.code:
    case API_ERRORS.CARD_EXPIRED.code:
    case API_ERRORS.CARD_IN_ANOTHER_ACCOUNT.code:
      return 'cardNumber';
    default:
      return null;
  }
}
