import { cardNumberLookupHash, cardPinHash, verifyCardPin } from './card-hashes';
import { openSealedCode, type SealedCard } from './card-key-chain';
import { cardKeysFromSecret } from './card-keys';
import { resealed } from './card-reseal';
import { sealCardCode } from './card-vault';

const OLD = cardKeysFromSecret('the-card-secret-before-the-rotation-0123456789');
const NEW = cardKeysFromSecret('the-card-secret-after-the-rotation-abcdefghijk');
const CODE = { cardNumber: '4000123412341234', pinCode: '012345' };

function cardUnder(keys: typeof OLD, cardKeyId: string | null = keys.id): SealedCard {
  const numberHash = cardNumberLookupHash(keys.lookup, CODE.cardNumber);
  return {
    id: 7,
    cardKeyId,
    numberHash,
    pinHash: cardPinHash(keys.pin, 7, CODE.pinCode),
    sealedCode: sealCardCode(keys.vault, numberHash, CODE),
  };
}

describe('resealing one card', () => {
  const chain = { current: NEW, previous: [OLD] };

  it('moves a card of the previous key, versioned or not, to the current key with the same number and PIN', () => {
    for (const card of [cardUnder(OLD), cardUnder(OLD, null)]) {
      const moved = resealed(chain, card);
      if (typeof moved === 'string') throw new Error(moved);
      expect(moved).toMatchObject({ id: 7, fromNumberHash: card.numberHash, cardKeyId: NEW.id });
      expect(moved.numberHash).toBe(cardNumberLookupHash(NEW.lookup, CODE.cardNumber));
      expect(verifyCardPin(NEW.pin, 7, CODE.pinCode, moved.pinHash)).toBe(true);
      const stored = { ...moved, id: 7, cardKeyId: NEW.id };
      expect(openSealedCode({ current: NEW, previous: [] }, stored)).toEqual(CODE);
    }
  });

  it('leaves a card it cannot move, saying why, and never changes which PIN opens it', () => {
    expect(resealed(chain, { ...cardUnder(OLD), sealedCode: null })).toBe('no sealed code');
    expect(resealed({ current: NEW, previous: [] }, cardUnder(OLD))).toBe('no configured key opens it');
    expect(resealed(chain, { ...cardUnder(OLD), pinHash: cardPinHash(OLD.pin, 7, '999999') })).toBe(
      'its PIN hash does not match',
    );
  });
});
