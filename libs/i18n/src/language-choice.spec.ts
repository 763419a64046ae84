import { chooseLanguage } from './language-choice';

const unit = { unitLanguages: ['en', 'ar'] as const, unitDefault: 'ar' as const };

describe('chooseLanguage', () => {
  it('prefers the saved choice over the cookie and the default', () => {
    expect(chooseLanguage({ ...unit, saved: 'en', cookie: 'ar' })).toBe('en');
  });

  it('uses the cookie when nothing is saved', () => {
    expect(chooseLanguage({ ...unit, saved: null, cookie: 'en' })).toBe('en');
  });

  it('uses the unit default when there is neither', () => {
    expect(chooseLanguage({ ...unit })).toBe('ar');
    expect(chooseLanguage({ ...unit, saved: '', cookie: '' })).toBe('ar');
  });

  it('ignores a saved language the unit does not offer', () => {
    expect(chooseLanguage({ ...unit, saved: 'fr', cookie: 'en' })).toBe('en');
    expect(chooseLanguage({ ...unit, saved: 'fr' })).toBe('ar');
  });

  it('ignores a cookie language the unit does not offer', () => {
    expect(chooseLanguage({ ...unit, cookie: 'fr' })).toBe('ar');
    expect(chooseLanguage({ ...unit, cookie: 'de-DE' })).toBe('ar');
    expect(chooseLanguage({ ...unit, cookie: 'not a language' })).toBe('ar');
  });

  it('reads region tags and the server Chinese code from a cookie', () => {
    expect(chooseLanguage({ ...unit, cookie: 'en-GB' })).toBe('en');
    expect(chooseLanguage({ unitLanguages: ['en', 'zc'], unitDefault: 'en', cookie: 'zh_CN' })).toBe('zc');
  });

  it('falls back to the first unit language when the default is not offered', () => {
    expect(chooseLanguage({ unitLanguages: ['fr', 'en'], unitDefault: 'nl' })).toBe('fr');
  });

  it('falls back to English for a unit without languages', () => {
    expect(chooseLanguage({ unitLanguages: [], unitDefault: 'nl' })).toBe('en');
  });
});
