import {
  detectLanguage,
  languageStorageKey,
  mirrorSavedLanguage,
  readSavedLanguageCookie,
  saveLanguageChoice,
} from './browser-language';

const uae = { buId: '97', languages: ['en', 'ar'] as const, defaultLanguage: 'en' as const };

function clearCookies() {
  for (const name of ['lang', 'i18next', 'shop_lang_97', 'shop_lang_12'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

describe('browser language', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('namespaces the saved language per business unit', () => {
    expect(languageStorageKey('97')).toBe('shop:97:language');
  });

  it('starts in the unit default with nothing saved and no cookie', () => {
    expect(detectLanguage(uae)).toBe('en');
  });

  it('uses a saved choice for this unit', () => {
    expect(saveLanguageChoice('97', 'ar')).toBe(true);
    expect(localStorage.getItem('shop:97:language')).toBe('ar');
    expect(detectLanguage(uae)).toBe('ar');
  });

  it("does not use another unit's saved choice", () => {
    saveLanguageChoice('12', 'ar');
    expect(detectLanguage(uae)).toBe('en');
  });

  it('uses a language cookie only when the unit offers that language', () => {
    document.cookie = 'lang=fr';
    expect(detectLanguage(uae)).toBe('en');
    document.cookie = 'lang=ar';
    expect(detectLanguage(uae)).toBe('ar');
  });

  it("tells the server a unit's saved choice in a cookie of that unit, which the server reads", () => {
    saveLanguageChoice('97', 'ar');
    expect(readSavedLanguageCookie(document.cookie, '97')).toBe('ar');
    expect(readSavedLanguageCookie(document.cookie, '12')).toBeNull();
    // The server renders with what it can read: the same choice as the browser's.
    localStorage.clear();
    expect(detectLanguage(uae)).toBe('ar');
  });

  it('mirrors a choice saved before the cookie existed, and nothing when none is saved', () => {
    mirrorSavedLanguage('97');
    expect(readSavedLanguageCookie(document.cookie, '97')).toBeNull();
    localStorage.setItem('shop:97:language', 'ar');
    mirrorSavedLanguage('97');
    expect(readSavedLanguageCookie(document.cookie, '97')).toBe('ar');
  });

  it('prefers the saved choice over the cookie', () => {
    document.cookie = 'lang=ar';
    saveLanguageChoice('97', 'en');
    expect(detectLanguage(uae)).toBe('en');
  });

  it('still chooses when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(detectLanguage(uae, { storage: blocked, cookieString: 'lang=ar' })).toBe('ar');
    expect(detectLanguage(uae, { storage: null, cookieString: '' })).toBe('en');
  });

  it('reports a choice the browser refused to store', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveLanguageChoice('97', 'ar', full)).toBe(false);
    expect(saveLanguageChoice('97', 'ar', null)).toBe(false);
  });
});
