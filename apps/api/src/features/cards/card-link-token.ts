import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a card's page link: the card id, a hyphen, and an HMAC-SHA-256 of the unit and card id
 * under the card-link key (CardKeys.link), truncated to 144 bits and base64url-coded. Nothing is
 * stored: the same card always gives the same token, so a resend can make it again, and only the
 * holder of the key can make one. No dot in it: a dev server takes a last path part with a dot for a
 * file name.
 */
const MAC_BYTES = 18;
const MAC_CHARS = 24;
const TOKEN_PATTERN = new RegExp(`^([1-9]\\d{0,14})-([A-Za-z0-9_-]{${MAC_CHARS}})$`);

function macOf(key: Uint8Array, buId: string, cardId: number): Buffer {
  return createHmac('sha256', key).update(`card-link:v1\0${buId}\0${cardId}`).digest().subarray(0, MAC_BYTES);
}

/** The link token of a card of a unit. */
export function cardLinkToken(key: Uint8Array, buId: string, cardId: number): string {
  if (!Number.isSafeInteger(cardId) || cardId <= 0) throw new RangeError(`not a card id: ${cardId}`);
  return `${cardId}-${macOf(key, buId, cardId).toString('base64url')}`;
}

/** The card id a token was made for on this unit, or null for a malformed, forged or other unit's token. */
export function cardIdOfLinkToken(key: Uint8Array, buId: string, token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const cardId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(key, buId, cardId);
  // Compared in constant time; a non-canonical base64url spelling decodes to other bytes or length.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return given.toString('base64url') === match[2] ? cardId : null;
}
