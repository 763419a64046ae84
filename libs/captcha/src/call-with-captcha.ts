import type { ApiResult } from '@shop/api-client';
import { isCaptchaRefusal } from './captcha-refusal';

/** What a call needs of a form's captcha (CaptchaHandle from @shop/captcha/react has it). */
export interface CaptchaTokens {
  getToken(): Promise<string | undefined>;
  reset(): void;
}

/**
 * Makes a call that carries the unit's captcha token. When the server refuses the token (80000 / 80001)
 * the captcha is reset and the call made once more with a new token, silently (spec 2 section 8).
 * A captcha that fails for good throws its CaptchaFailure, already shown as a notification.
 */
export async function callWithCaptcha<T>(
  captcha: CaptchaTokens,
  call: (captchaToken: string | undefined) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const first = await call(await captcha.getToken());
  if (first.ok || !isCaptchaRefusal(first.error)) return first;
  captcha.reset();
  return call(await captcha.getToken());
}
