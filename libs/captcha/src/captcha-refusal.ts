import { API_ERRORS, type ApiError } from '@shop/contracts';

/** The codes of a refused captcha token (spec 2 section 8). */
const CAPTCHA_REFUSED_CODES: readonly number[] = [API_ERRORS.CAPTCHA_TURNSTILE.code, API_ERRORS.CAPTCHA_RECAPTCHA.code];

export function isCaptchaRefusal(error: ApiError): boolean {
  return CAPTCHA_REFUSED_CODES.includes(error.code);
}
