import { isCaptchaRefusal } from '@shop/captcha';
import type { ApiError } from '@shop/contracts';

/**
 * What a refused login does (spec 2 section 8): a refused captcha (80000, 80001) is reset with no
 * popup; with a traditional token any other error reloads the page (after LOGIN_ERROR_RELOAD_MS, the
 * message showing meanwhile); otherwise the error shows in the form's alert.
 */
export type LoginErrorReaction = 'resetCaptcha' | 'reloadPage' | 'alert';

export function loginErrorReaction(error: ApiError, sentTraditionalToken: boolean): LoginErrorReaction {
  if (isCaptchaRefusal(error)) return 'resetCaptcha';
  return sentTraditionalToken ? 'reloadPage' : 'alert';
}
