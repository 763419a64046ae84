import type { ApiResult } from '@shop/api-client';
import type { CaptchaHandle } from '@shop/captcha/react';
import { API_ERRORS, type ApiError } from '@shop/contracts';

/** The codes of a refused captcha token (spec 2 section 8). */
const CAPTCHA_REFUSED_CODES: readonly number[] = [API_ERRORS.CAPTCHA_TURNSTILE.code, API_ERRORS.CAPTCHA_RECAPTCHA.code];

export function isCaptchaRefusal(error: ApiError): boolean {
  return CAPTCHA_REFUSED_CODES.includes(error.code);
}

/**
 * Makes a call that carries the unit's captcha token; a refused token resets the captcha and the
 * call is made once more with a new one, silently. A captcha that fails for good throws its
 * CaptchaFailure (already shown as the spec's notification).
 */
export async function callWithCaptcha<T>(
  captcha: CaptchaHandle,
  call: (captchaToken: string | undefined) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const first = await call(await captcha.getToken());
  if (first.ok || !isCaptchaRefusal(first.error)) return first;
  captcha.reset();
  return call(await captcha.getToken());
}
