import * as v from 'valibot';
import { messageRef } from './message-ref';
import { requiredString } from './text-rules';

/** Bank account name, IBAN and Swift: uppercase English letters and digits only. */
export const BANK_FIELD_PATTERN = /^[A-Z0-9]*$/;
export const BANK_FIELD_FORMAT = 'A-Z 0-9';

export function bankCharacters() {
  return v.regex<string, string>(BANK_FIELD_PATTERN, messageRef('format', { format: BANK_FIELD_FORMAT }));
}

/** Use for the account name, the IBAN and the Swift/BIC. */
export const bankFieldSchema = v.pipe(requiredString, bankCharacters());
