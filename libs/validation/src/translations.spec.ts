import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { formatValidationMessage } from './format-message';
import { MESSAGE_KEYS, messages, VALIDATION_NAMESPACE } from './messages';

/** The resource files this lib fills for libs/i18n. */
function resource(language: Language): Record<string, string> {
  const file = join(__dirname, '../../i18n/src/resources', language, 'validation.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('validation.json resources', () => {
  it('cover the 8 languages', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'es', 'ar', 'it', 'zc', 'pt', 'nl']);
  });

  it('en is exactly the message table', () => {
    expect(resource('en')).toEqual(messages);
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const texts = resource(language);

    it('has every key and no other', () => {
      expect(Object.keys(texts).sort()).toEqual([...MESSAGE_KEYS].sort());
    });

    it('translates every message (no English copy, nothing empty)', () => {
      for (const key of MESSAGE_KEYS) {
        expect(texts[key].trim()).not.toBe('');
        expect({ key, text: texts[key] }).not.toEqual({ key, text: messages[key] });
      }
    });

    it('keeps the same placeholders', () => {
      for (const key of MESSAGE_KEYS) {
        expect({ key, placeholders: placeholders(texts[key]) }).toEqual({
          key,
          placeholders: placeholders(messages[key]),
        });
      }
    });

    it('uses no single-brace placeholder', () => {
      for (const key of MESSAGE_KEYS) expect(texts[key].replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
    });
  });
});

describe('rendering through i18next', () => {
  const instance = i18next.createInstance();

  beforeAll(async () => {
    await instance.init({
      resources: Object.fromEntries(
        LANGUAGES.map((language) => [language, { [VALIDATION_NAMESPACE]: resource(language) }]),
      ),
      lng: 'en',
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
  });

  it('gives the exact English text in English', () => {
    const t = instance.getFixedT('en');
    for (const key of MESSAGE_KEYS) {
      const params = { num: 45, min: 2, max: 30, format: 'A-Z 0-9', age: 18 };
      expect(formatValidationMessage(key, params, t)).toBe(formatValidationMessage(key, params));
    }
    expect(formatValidationMessage('maxQuantity', { max: 10 }, t)).toBe('The maximum quantity is 10 for an order');
  });

  it('gives the translation with its values in another language', () => {
    expect(formatValidationMessage('lessThan', { num: 45 }, instance.getFixedT('fr'))).toBe(
      'Doit contenir moins de 45 caractères.',
    );
    const zc = instance.getFixedT('zc');
    expect(formatValidationMessage('maxQuantity', { max: 10 }, zc)).toBe('每个订单的最大数量为 10');
    const ar = instance.getFixedT('ar');
    expect(formatValidationMessage('required', undefined, ar)).toBe('هذا الحقل مطلوب.');
  });
});
