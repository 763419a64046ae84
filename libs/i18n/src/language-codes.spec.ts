import { LANGUAGES } from '@shop/contracts';
import { htmlLangOf, intlLocaleOf, isLanguage, languageFromTag, toServerLanguage } from './language-codes';

describe('toServerLanguage', () => {
  it('sends simplified Chinese as zh_CN', () => {
    expect(toServerLanguage('zc')).toBe('zh_CN');
  });

  it('sends every other language with its own code', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'zc')) {
      expect(toServerLanguage(language)).toBe(language);
    }
  });
});

describe('htmlLangOf and intlLocaleOf', () => {
  it('give zc the real tag zh-CN', () => {
    expect(htmlLangOf('zc')).toBe('zh-CN');
    expect(intlLocaleOf('zc')).toBe('zh-CN');
  });

  it('give every language a locale Intl accepts', () => {
    for (const language of LANGUAGES) {
      expect(() => new Intl.NumberFormat(intlLocaleOf(language))).not.toThrow();
      expect(Intl.getCanonicalLocales(htmlLangOf(language))).toHaveLength(1);
    }
  });
});

describe('languageFromTag', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    [' nl ', 'nl'],
    ['fr-FR', 'fr'],
    ['pt_PT', 'pt'],
    ['ar-AE', 'ar'],
    ['zc', 'zc'],
    ['zh_CN', 'zc'],
    ['zh-CN', 'zc'],
    ['zh-Hans-CN', 'zc'],
    ['zh', 'zc'],
  ])('reads %p as %p', (tag, language) => {
    expect(languageFromTag(tag)).toBe(language);
  });

  it.each([['de'], ['de-DE'], ['zh-TW'], ['zh-Hant'], ['zh-HK'], [''], ['   '], ['english'], [null], [undefined]])(
    'rejects %p',
    (tag) => {
      expect(languageFromTag(tag)).toBeNull();
    },
  );
});

describe('isLanguage', () => {
  it('accepts only the shop codes', () => {
    expect(isLanguage('zc')).toBe(true);
    expect(isLanguage('zh_CN')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
