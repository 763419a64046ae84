import type { ApiResult } from '@shop/api-client';
import { callWithCaptcha, type CaptchaTokens } from './call-with-captcha';
import { isCaptchaRefusal } from './captcha-refusal';

/**
 * Makes a call that needs the unit's captcha only when the server asks for it (a gift-card look-up past
 * its address's failures, decision 0021): without a token while no captcha is shown; when the answer
 * asks for one (80000 / 80001), `ask` brings the captcha up and the call is made again with its token
 * (callWithCaptcha: one silent retry with a new token if that one is refused). Once shown, the captcha
 * is used for every call. A captcha that fails for good throws its CaptchaFailure.
 */
export async function callAskingCaptcha<T>(
  shown: CaptchaTokens | null,
  ask: () => Promise<CaptchaTokens>,
  call: (captchaToken: string | undefined) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  if (shown) return callWithCaptcha(shown, call);
  const first = await call(undefined);
  if (first.ok || !isCaptchaRefusal(first.error)) return first;
  return callWithCaptcha(await ask(), call);
}
