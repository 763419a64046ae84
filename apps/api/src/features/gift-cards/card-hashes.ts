import { createHmac } from 'node:crypto';
import { sameDigest } from '../../security/tokens';

/**
 * Names of the two server secrets (read with `serverSecret(db, name)`). Separate keys: the lookup
 * key is used on every query, the PIN key only to check a PIN, and neither hash can stand in for the other.
 */
export const CARD_NUMBER_KEY_NAME = 'gift-card-number-lookup';
export const CARD_PIN_KEY_NAME = 'gift-card-pin';

/**
 * The stored, indexed form of a card number: HMAC-SHA-256 (hex) of its normalised form (see
 * normaliseCardNumber) under the server's lookup key. Stable for one key, so it finds the card; without
 * the key a stolen table cannot be turned back into numbers by trying all 9 x 10^14 of them.
 */
export function cardNumberLookupHash(key: Uint8Array, normalisedNumber: string): string {
  return createHmac('sha256', key).update(`card-number:v1\0${normalisedNumber}`).digest('hex');
}

/**
 * The stored form of a card's PIN: HMAC-SHA-256 (hex) under the PIN key of the card's id and the PIN.
 * A PIN has only 10^6 values, so a slow salted hash (scrypt) would still fall to an offline guess in
 * hours per card while costing ~100 ms and 128 MB per issued card and per query; the secret key is
 * what makes an offline guess impossible from the database alone. The card id binds the hash to its
 * row: equal PINs hash differently and a hash copied onto another card does not match there.
 */
export function cardPinHash(key: Uint8Array, cardId: string | number, pin: string): string {
  return createHmac('sha256', key).update(`card-pin:v1\0${cardId}\0${pin}`).digest('hex');
}

/** Whether `pin` is the card's PIN, compared in constant time. */
export function verifyCardPin(key: Uint8Array, cardId: string | number, pin: string, storedHash: string): boolean {
  return sameDigest(cardPinHash(key, cardId, pin), storedHash);
}
