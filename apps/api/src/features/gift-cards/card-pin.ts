import { randomDigits } from '../../security/tokens';

/** Spec 1 and 2 give no PIN length; 6 digits, every one drawn (a leading 0 is a valid PIN). */
export const CARD_PIN_LENGTH = 6;

/** A new PIN from the CSPRNG (node:crypto randomInt, unbiased per digit). */
export function generatePin(): string {
  return randomDigits(CARD_PIN_LENGTH);
}

/** Whether `pin` has the PIN's shape: exactly CARD_PIN_LENGTH ASCII digits. */
export function isWellFormedPin(pin: string): boolean {
  return pin.length === CARD_PIN_LENGTH && /^\d+$/.test(pin);
}
