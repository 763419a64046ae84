import { readLanguageCookie } from './language-cookie';

describe('readLanguageCookie', () => {
  it('reads the lang cookie', () => {
    expect(readLanguageCookie('theme=dark; lang=fr; other=1')).toBe('fr');
  });

  it('reads the i18next cookie when there is no lang cookie', () => {
    expect(readLanguageCookie('i18next=nl')).toBe('nl');
  });

  it('trusts lang before i18next, whatever their order in the string', () => {
    expect(readLanguageCookie('i18next=nl; lang=fr')).toBe('fr');
  });

  it('skips an empty lang cookie', () => {
    expect(readLanguageCookie('lang=; i18next=ar')).toBe('ar');
  });

  it('decodes encoded and quoted values', () => {
    expect(readLanguageCookie('lang=zh%5FCN')).toBe('zh_CN');
    expect(readLanguageCookie('lang="es"')).toBe('es');
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(readLanguageCookie('lang=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('returns null without a language cookie', () => {
    expect(readLanguageCookie('')).toBeNull();
    expect(readLanguageCookie('language=fr; xlang=fr; broken')).toBeNull();
  });

  it('accepts other cookie names', () => {
    expect(readLanguageCookie('locale=it; lang=fr', ['locale'])).toBe('it');
  });
});
