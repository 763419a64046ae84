import { LANGUAGES } from '@shop/contracts';
import { DOCUMENT_TEXTS } from './document-texts';

// Words that are the same in English and the language (not copies left untranslated).
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['message', 'total'],
  es: ['total', 'subtotal'],
  it: [],
  pt: ['total', 'subtotal'],
  nl: ['product'],
  ar: [],
  zc: [],
};

describe('document texts', () => {
  it('translates every word into every language', () => {
    const english = DOCUMENT_TEXTS.en;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = DOCUMENT_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      const copied = (Object.keys(english) as (keyof typeof english)[]).filter(
        (key) => texts[key] === english[key] && !SAME_AS_ENGLISH[language].includes(key),
      );
      expect({ language, copied }).toEqual({ language, copied: [] });
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
    }
  });
});
