import { containsAttackCharacters, noAttackCharacters } from './attack';
import { englishMessages, stringWith } from './spec-helpers';

const ATTACK = 'The field you entered may contain illegal attack characters';

describe('attack characters', () => {
  it.each([
    '<script>alert(1)</script>',
    '< script src=x',
    '<iframe src="//evil">',
    'img onerror=alert(1)',
    'x ONLOAD = steal()',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    'a < b',
    'b > a',
  ])('rejects %p', (input) => {
    expect(containsAttackCharacters(input)).toBe(true);
    expect(englishMessages(stringWith(noAttackCharacters()), input)).toEqual([ATTACK]);
  });

  it.each(['Happy birthday, Anna!', 'Java script lessons', 'one = two', 'Call me on 06 12 34 56 78', ''])(
    'accepts ordinary text %p',
    (input) => {
      expect(containsAttackCharacters(input)).toBe(false);
      expect(englishMessages(stringWith(noAttackCharacters()), input)).toEqual([]);
    },
  );
});
