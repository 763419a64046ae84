import { LANGUAGES, apiError } from '@shop/contracts';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { apiErrorText } from './api-error-text';
import { rateLimitText } from './rate-limit-text';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const limited = (retryAfter?: number) => ({ ...apiError('RATE_LIMITED'), retryAfter });

beforeAll(async () => {
  await initI18n({ languages: LANGUAGES, language: 'en' });
});
afterAll(() => changeLanguage('en'));

describe('rateLimitText', () => {
  it('says the real time left: seconds, minutes up to 90, then hours, rounded up', async () => {
    await changeLanguage('en');
    const said = (seconds?: number) => rateLimitText(limited(seconds), t);
    expect(said(1)).toBe('Too many attempts from your connection. Please try again in 1 s.');
    expect(said(59)).toBe('Too many attempts from your connection. Please try again in 59 s.');
    expect(said(60)).toBe('Too many attempts from your connection. Please try again in 1 min.');
    expect(said(754)).toBe('Too many attempts from your connection. Please try again in 13 min.');
    expect(said(90 * 60)).toBe('Too many attempts from your connection. Please try again in 90 min.');
    expect(said(86_399)).toBe('Too many attempts from your connection. Please try again in 24 h.');
    expect(said()).toBe('Too many attempts from your connection. Please try again later.');
    expect(apiErrorText(limited(30), t)).toBe(said(30));
    expect(rateLimitText(apiError('CARD_REFUSED'), t)).toBeNull();
  });

  it.each(LANGUAGES)('reads in %s with the figure and no key left', async (language) => {
    await changeLanguage(language);
    for (const seconds of [42, 15 * 60, 24 * 3600]) {
      const text = rateLimitText(limited(seconds), t) ?? '';
      expect(text).toMatch(/42|15|24/);
      expect(text).not.toContain('tooManyAttempts');
      expect(text).not.toContain('{{');
    }
  });
});
