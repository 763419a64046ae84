import { API_ERRORS } from '@shop/contracts';
import { loginErrorReaction } from './login-error-reaction';

const error = (name: 'CAPTCHA_TURNSTILE' | 'CAPTCHA_RECAPTCHA' | 'LOGIN_FAILED' | 'ACCOUNT_LOCKED') => ({
  code: API_ERRORS[name].code,
  message: API_ERRORS[name].message,
});

describe('what a refused login does (spec 2 section 8)', () => {
  it('resets the captcha on 80000 and 80001, with or without a traditional token', () => {
    expect(error('CAPTCHA_TURNSTILE').code).toBe(80000);
    expect(error('CAPTCHA_RECAPTCHA').code).toBe(80001);
    for (const traditional of [true, false]) {
      expect(loginErrorReaction(error('CAPTCHA_TURNSTILE'), traditional)).toBe('resetCaptcha');
      expect(loginErrorReaction(error('CAPTCHA_RECAPTCHA'), traditional)).toBe('resetCaptcha');
    }
  });

  it('reloads the page after any other error when a traditional token was sent, else shows the alert', () => {
    expect(loginErrorReaction(error('LOGIN_FAILED'), true)).toBe('reloadPage');
    expect(loginErrorReaction(error('ACCOUNT_LOCKED'), true)).toBe('reloadPage');
    expect(loginErrorReaction(error('LOGIN_FAILED'), false)).toBe('alert');
  });
});
