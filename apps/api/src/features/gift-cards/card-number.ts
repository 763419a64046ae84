import { randomInt } from 'node:crypto';
import { randomDigits } from '../../security/tokens';

/**
 * Spec 1 and 2 give no length or prefix for gift-card numbers, so they are chosen here: 16 digits
 * (15 drawn + a Luhn check digit), the common gift-card shape that till and partner systems accept.
 * The first digit is never 0 so a spreadsheet or a numeric field cannot drop it; there is no other
 * fixed prefix, which leaves 9 x 10^14 numbers (about 50 bits).
 */
export const CARD_NUMBER_LENGTH = 16;

/** The Luhn digit that makes `payload` + digit pass the check. */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    // Doubling starts at the rightmost payload digit: it sits next to the check digit.
    const digit = Number(payload[payload.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether the last digit of `digits` is the Luhn check digit of the rest. */
export function hasValidCheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** A new card number from the CSPRNG (node:crypto randomInt draws each digit without bias). */
export function generateCardNumber(): string {
  const payload = String(randomInt(1, 10)) + randomDigits(CARD_NUMBER_LENGTH - 2);
  return payload + luhnCheckDigit(payload);
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic keyboards type ٠-٩ or ۰-۹; NFKC leaves them, so they are mapped to ASCII here. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (char) => {
    const code = char.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * The canonical form of a typed card number (full-width and Arabic-Indic digits to ASCII, spaces and
 * hyphens between groups removed), or null when it is not a well-formed number: wrong length, a
 * non-digit, a leading 0 or a failing check digit. A mistyped number is refused here, before any lookup.
 */
export function normaliseCardNumber(typed: string): string | null {
  const digits = asciiDigits(typed.normalize('NFKC')).replace(/[\s-]/g, '');
  if (digits.length !== CARD_NUMBER_LENGTH || !/^[1-9]\d*$/.test(digits)) return null;
  return hasValidCheckDigit(digits) ? digits : null;
}
