import { textIn } from './localized-text';

const unit = { defaultLanguage: 'en' as const };

describe("an operator's text in the page's language", () => {
  it('a text for all languages is shown as it is', () => {
    expect(textIn('Gift cards', 'ar', unit)).toBe('Gift cards');
  });

  it("a text per language shows the page language's version", () => {
    expect(textIn({ en: 'Gift cards', ar: 'بطاقات الهدايا' }, 'ar', unit)).toBe('بطاقات الهدايا');
  });

  it("without the page's language it falls back to the unit's default, then to any version", () => {
    expect(textIn({ en: 'Gift cards', ar: 'بطاقات الهدايا' }, 'fr', unit)).toBe('Gift cards');
    expect(textIn({ nl: 'Cadeaukaarten' }, 'fr', unit)).toBe('Cadeaukaarten');
  });
});
