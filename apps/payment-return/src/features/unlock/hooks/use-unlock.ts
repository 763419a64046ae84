import { useCallback, useState } from 'react';
import type { CaptchaHandle } from '@shop/captcha/react';
import { API_ERRORS, CAPTCHA_CLOSE_MS, type ApiError } from '@shop/contracts';
import { sendUnlock } from '../api/unlock-api';

/**
 * Spec 1 section 4 "Unlock page": asked, then (on yes, after 1 s) a captcha token and the unlock:
 * success (no error code), already unlocked (58019) or still locked (any other error).
 */
export type UnlockState =
  | { status: 'asking'; error: ApiError | null }
  | { status: 'unlocking' }
  | { status: 'unlocked'; cardQty: number }
  | { status: 'alreadyUnlocked' }
  | { status: 'stillLocked' };

const CAPTCHA_REFUSALS: readonly number[] = [API_ERRORS.CAPTCHA_TURNSTILE.code, API_ERRORS.CAPTCHA_RECAPTCHA.code];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useUnlock(orderNo: string, captcha: CaptchaHandle, sleep: (ms: number) => Promise<void> = wait) {
  const [state, setState] = useState<UnlockState>({ status: 'asking', error: null });

  const unlock = useCallback(async () => {
    setState({ status: 'unlocking' });
    await sleep(CAPTCHA_CLOSE_MS);
    let token: string | undefined;
    try {
      token = await captcha.getToken();
    } catch {
      // The captcha failed for good; its notification is on screen. The buyer may try again.
      return setState({ status: 'asking', error: null });
    }
    const answer = await sendUnlock(orderNo, token ?? '');
    if (answer.ok) return setState({ status: 'unlocked', cardQty: answer.data.cardQty });
    if (answer.error.code === API_ERRORS.ALREADY_UNLOCKED.code) return setState({ status: 'alreadyUnlocked' });
    // A refused captcha token, or an answer that never arrived, is worth another try; the rest is final.
    if (CAPTCHA_REFUSALS.includes(answer.error.code) || answer.status === null || answer.status === 429) {
      if (CAPTCHA_REFUSALS.includes(answer.error.code)) captcha.reset();
      return setState({ status: 'asking', error: answer.error });
    }
    setState({ status: 'stillLocked' });
  }, [orderNo, captcha, sleep]);

  return { state, unlock };
}
