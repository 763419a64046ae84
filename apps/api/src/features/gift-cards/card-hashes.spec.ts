import { randomBytes } from 'node:crypto';
import { generateCardNumber } from './card-number';
import { generatePin } from './card-pin';
import { cardNumberLookupHash, cardPinHash, verifyCardPin } from './card-hashes';

const lookupKey = new Uint8Array(randomBytes(32));
const otherLookupKey = new Uint8Array(randomBytes(32));
const pinKey = new Uint8Array(randomBytes(32));
const otherPinKey = new Uint8Array(randomBytes(32));

describe('gift-card lookup hash', () => {
  it('is stable for one key, differs across keys and across numbers, and hides the number', () => {
    const number = generateCardNumber();
    const hash = cardNumberLookupHash(lookupKey, number);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cardNumberLookupHash(lookupKey, number)).toBe(hash);
    expect(cardNumberLookupHash(new Uint8Array(lookupKey), number)).toBe(hash);
    expect(cardNumberLookupHash(otherLookupKey, number)).not.toBe(hash);
    expect(cardNumberLookupHash(lookupKey, generateCardNumber())).not.toBe(hash);
    expect(hash).not.toContain(number);
  });

  it('gives 1,000 numbers 1,000 distinct hashes', () => {
    const hashes = new Set(Array.from({ length: 1_000 }, () => cardNumberLookupHash(lookupKey, generateCardNumber())));
    expect(hashes.size).toBe(1_000);
  });
});

describe('gift-card PIN hash', () => {
  it('verifies the right PIN and refuses a wrong one', () => {
    const pin = '042917';
    const stored = cardPinHash(pinKey, 41, pin);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(cardPinHash(pinKey, 41, pin)).toBe(stored);
    expect(verifyCardPin(pinKey, 41, pin, stored)).toBe(true);
    expect(verifyCardPin(pinKey, '41', pin, stored)).toBe(true);
    expect(verifyCardPin(pinKey, 41, '042918', stored)).toBe(false);
    expect(verifyCardPin(pinKey, 41, '42917', stored)).toBe(false);
  });

  it('depends on the key and on the card: the same PIN hashes differently on another card', () => {
    const pin = generatePin();
    const stored = cardPinHash(pinKey, 'card-7', pin);
    expect(cardPinHash(otherPinKey, 'card-7', pin)).not.toBe(stored);
    expect(verifyCardPin(otherPinKey, 'card-7', pin, stored)).toBe(false);
    expect(cardPinHash(pinKey, 'card-8', pin)).not.toBe(stored);
    expect(verifyCardPin(pinKey, 'card-8', pin, stored)).toBe(false);
    // Card id and PIN are separated, so moving digits between them changes the hash.
    expect(cardPinHash(pinKey, '1', '234567')).not.toBe(cardPinHash(pinKey, '12', '34567'));
  });

  it('uses different keys for lookup and PIN: the same input under each gives different hashes', () => {
    expect(cardPinHash(pinKey, '', '123456')).not.toBe(cardNumberLookupHash(pinKey, '123456'));
  });

  it('answers no for a malformed stored hash instead of throwing', () => {
    const pin = generatePin();
    expect(verifyCardPin(pinKey, 1, pin, '')).toBe(false);
    expect(verifyCardPin(pinKey, 1, pin, 'not-hex')).toBe(false);
    expect(verifyCardPin(pinKey, 1, pin, cardPinHash(pinKey, 1, pin).slice(0, 62))).toBe(false);
  });
});
