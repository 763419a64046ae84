import { cardTextSchema, customMessageSchema, giftMessageSchema, redeemPlaceSchema } from './card-texts';
import { englishMessages } from './spec-helpers';

const ATTACK = 'The field you entered may contain illegal attack characters';

describe('cardTextSchema', () => {
  it('accepts lines of up to 32 characters', () => {
    expect(englishMessages(cardTextSchema, `${'a'.repeat(32)}\n${'b'.repeat(32)}\r\n${'c'.repeat(32)}`)).toEqual([]);
    expect(englishMessages(cardTextSchema, '')).toEqual([]);
  });
  it('rejects a line of 33 characters', () => {
    expect(englishMessages(cardTextSchema, `short\n${'x'.repeat(33)}`)).toEqual(['Must be less than 32 characters.']);
  });
  it('rejects attack characters', () => {
    expect(englishMessages(cardTextSchema, '<b>hi</b>')).toEqual([ATTACK]);
  });
});

describe.each([
  ['redeemPlaceSchema', redeemPlaceSchema, 45],
  ['giftMessageSchema', giftMessageSchema, 500],
  ['customMessageSchema', customMessageSchema, 45],
] as const)('%s', (_name, schema, max) => {
  it(`accepts up to ${max} characters`, () => {
    expect(englishMessages(schema, 'é'.repeat(max))).toEqual([]);
  });
  it(`rejects ${max + 1} characters`, () => {
    expect(englishMessages(schema, 'a'.repeat(max + 1))).toEqual([`Must be less than ${max} characters.`]);
  });
  it('rejects attack characters', () => {
    expect(englishMessages(schema, 'javascript:alert(1)')).toEqual([ATTACK]);
  });
});
