import { API_ERRORS } from '@shop/contracts';
import { changeLanguage, initI18n, i18n, loadNamespace, preloadLanguage } from '@shop/i18n';
import { authErrorMessage, TRANSLATED_API_ERRORS } from './auth-errors';

describe('server errors on the auth pages', () => {
  beforeAll(async () => {
    await initI18n({ languages: ['en', 'ar'], language: 'en' });
    // Only the start language loads with the page; the Arabic texts are read without switching. The
    // sign-in pages' texts are their own area namespace, loaded with the pages.
    await preloadLanguage('ar');
    await loadNamespace('auth');
    await changeLanguage('ar');
    await loadNamespace('auth');
    await changeLanguage('en');
  });

  it("say in English exactly what the API says (the API's texts, translated for other languages)", () => {
    const t = i18n.getFixedT('en');
    for (const { code } of TRANSLATED_API_ERRORS) {
      const apiError = Object.values(API_ERRORS).find((error) => error.code === code);
      if (!apiError) throw new Error(`unknown code ${code}`);
      expect(authErrorMessage({ code, message: apiError.message }, t)).toBe(apiError.message);
    }
  });

  it('show other codes with the server message, and a refused captcha as a plain sentence', () => {
    const t = i18n.getFixedT('ar');
    expect(authErrorMessage({ code: 99999, message: 'Something new' }, t)).toBe('Something new');
    expect(authErrorMessage({ code: API_ERRORS.LOGIN_FAILED.code, message: API_ERRORS.LOGIN_FAILED.message }, t)).toBe(
      'الحساب أو كلمة المرور غير صحيحة.',
    );
    expect(authErrorMessage({ code: 80001, message: 'Error reCAPTCHA' }, i18n.getFixedT('en'))).toBe(
      'The security check failed. Please try again.',
    );
  });

  it('say a rate limit with the real time left when the answer gives it (decision 0021)', () => {
    const limited = { code: API_ERRORS.RATE_LIMITED.code, message: API_ERRORS.RATE_LIMITED.message, retryAfter: 25 };
    expect(authErrorMessage(limited, i18n.getFixedT('en'))).toBe(
      'Too many attempts from your connection. Please try again in 25 s.',
    );
  });
});
