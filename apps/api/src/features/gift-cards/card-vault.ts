import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What the vault keeps of a card: the clear number and PIN, needed only to send the card again. */
export interface CardCode {
  cardNumber: string;
  pinCode: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Seals a card's number and PIN with AES-256-GCM under the vault key, bound to the card's lookup hash
 * (the additional data): a sealed value copied onto another card's row does not open there.
 * Answers 'v1.' + base64url(iv | tag | ciphertext).
 */
export function sealCardCode(vaultKey: Uint8Array, numberHash: string, code: CardCode): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', vaultKey, iv);
  cipher.setAAD(Buffer.from(`card-code:${VERSION}\0${numberHash}`));
  const body = Buffer.concat([cipher.update(`${code.cardNumber}:${code.pinCode}`, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens a sealed code; throws when the key, the card or the value does not match. */
export function openCardCode(vaultKey: Uint8Array, numberHash: string, sealed: string): CardCode {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('not a sealed card code');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', vaultKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`card-code:${VERSION}\0${numberHash}`));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const clear = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString();
  const [cardNumber, pinCode] = clear.split(':');
  return { cardNumber, pinCode };
}
