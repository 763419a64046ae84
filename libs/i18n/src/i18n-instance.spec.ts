import {
  changeLanguage,
  hasNamespace,
  i18n,
  initI18n,
  loadNamespace,
  offeredLanguages,
  preloadLanguage,
} from './i18n-instance';

describe('i18n instance', () => {
  beforeAll(async () => {
    await initI18n({ languages: ['en', 'ar'], language: 'en' });
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('starts in the given language with the shared texts as the default namespace', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('genericError.title')).toBe('Oops!');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers only the unit languages and loads only the start language until another is chosen', () => {
    expect(offeredLanguages()).toEqual(['en', 'ar']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
  });

  it('switches to Arabic: Arabic texts and a right-to-left page', async () => {
    await changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('genericError.title')).toBe('عذرًا!');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('preloads another of the unit languages without switching to it, and refuses one it does not offer', async () => {
    await initI18n({ languages: ['en', 'ar'], language: 'en' });
    await preloadLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(i18n.language).toBe('en');
    await expect(preloadLanguage('fr')).rejects.toThrow(/not one of this unit's languages/);
  });

  it("loads an area's texts when it opens, and with every language switched to afterwards", async () => {
    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'account')).toBe(false);
    expect(hasNamespace('account')).toBe(false);
    await loadNamespace('account');
    expect(hasNamespace('account')).toBe(true);
    expect(i18n.t('account:save', { defaultValue: '' })).not.toBe('');
    await changeLanguage('ar');
    expect(hasNamespace('account')).toBe(true);
    await changeLanguage('en');
  });

  it("loads the field messages with an area's texts (resources.spec: not with the start page's)", async () => {
    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'validation')).toBe(true); // the previous case opened an area
    expect(i18n.hasResourceBundle('ar', 'validation')).toBe(true);
    expect(i18n.t('validation:required')).toBe('This field is required.');
  });

  it('refuses a language the unit does not offer and stays where it was', async () => {
    await expect(changeLanguage('fr')).rejects.toThrow(/"fr" is not one of this unit's languages \(en, ar\)/);
    expect(i18n.language).toBe('en');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(i18n.t('errors.withCode', { message: 'Oops & co', code: 58019 })).toBe('Oops & co (error code 58019)');
  });

  it('reads other namespaces by prefix', () => {
    expect(i18n.t('common:close')).toBe('Close');
  });

  it('refuses to start in a language the unit does not offer', async () => {
    await expect(initI18n({ languages: ['fr'], language: 'en' })).rejects.toThrow(/not one of this unit's languages/);
    expect(offeredLanguages()).toEqual(['en', 'ar']);
  });
});

describe('i18n instance for a Chinese unit', () => {
  it('shows simplified Chinese and marks the page zh-CN', async () => {
    await initI18n({ languages: ['zc', 'en'], language: 'zc' });
    expect(i18n.t('close')).toBe('关闭');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
