import { randomBytes } from 'node:crypto';
import { cardKeysFromSecret } from '../gift-cards/card-keys';
import { cardLinkUrl } from './card-link';
import { cardIdOfLinkToken, cardLinkToken } from './card-link-token';

describe('card link token', () => {
  const key = randomBytes(32);

  it('round-trips: the token of a card opens that card on its unit, and is the same every time', () => {
    const token = cardLinkToken(key, '250', 1234);
    expect(token).toMatch(/^1234-[A-Za-z0-9_-]{24}$/);
    expect(cardLinkToken(key, '250', 1234)).toBe(token);
    expect(cardIdOfLinkToken(key, '250', token)).toBe(1234);
  });

  it('refuses a forged MAC, another card id with the same MAC and another unit', () => {
    const token = cardLinkToken(key, '250', 1234);
    const [, mac] = token.split('-', 2);
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(cardIdOfLinkToken(key, '250', `1234-${flipped}`)).toBeNull();
    expect(cardIdOfLinkToken(key, '250', `1235-${token.slice(5)}`)).toBeNull();
    expect(cardIdOfLinkToken(key, '97', token)).toBeNull();
    expect(cardIdOfLinkToken(randomBytes(32), '250', token)).toBeNull();
  });

  it('refuses a truncated, lengthened or malformed token', () => {
    const token = cardLinkToken(key, '250', 1234);
    expect(cardIdOfLinkToken(key, '250', token.slice(0, -1))).toBeNull();
    expect(cardIdOfLinkToken(key, '250', `${token}A`)).toBeNull();
    expect(cardIdOfLinkToken(key, '250', '1234')).toBeNull();
    expect(cardIdOfLinkToken(key, '250', '')).toBeNull();
    expect(cardIdOfLinkToken(key, '250', `0${token}`)).toBeNull();
    expect(cardIdOfLinkToken(key, '250', token.replace('-', '.'))).toBeNull();
    expect(cardIdOfLinkToken(key, '250', `${'9'.repeat(16)}-${token.slice(5)}`)).toBeNull();
  });

  it('refuses a token that is not a safe card id', () => {
    expect(() => cardLinkToken(key, '250', 0)).toThrow(RangeError);
    expect(() => cardLinkToken(key, '250', 1.5)).toThrow(RangeError);
  });

  it('cardLinkUrl answers the shop page of the card with the keyring key', async () => {
    const keys = cardKeysFromSecret('a-long-enough-card-secret-for-tests-0123456789');
    const services = { shopUrl: 'https://shop.example', cardKeys: { current: async () => keys } };
    const url = await cardLinkUrl(services as never, '250', 77);
    expect(url).toBe(`https://shop.example/250/card/${cardLinkToken(keys.link, '250', 77)}`);
    expect(cardIdOfLinkToken(keys.link, '250', url.split('/').pop() ?? '')).toBe(77);
  });
});
