import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NO_LENGTH = 20;

/**
 * A fresh public order number: 20 characters from the CSPRNG (100 bits), so the unlock page's link,
 * which carries only the number, cannot be found by trying numbers near another one.
 */
export function generateOrderNo(): string {
  let orderNo = '';
  for (let index = 0; index < ORDER_NO_LENGTH; index += 1) orderNo += ALPHABET[randomInt(ALPHABET.length)];
  return orderNo;
}
