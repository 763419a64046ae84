import type { ApiClient, ApiResult } from '@shop/api-client';
import { confirmEmailOtp, confirmOtp, sendEmailOtp, sendOtp } from '@shop/contracts';

/** Where a code goes: by SMS to a phone number (international form) or to an email address. */
export type OneTimeCodeChannel = 'sms' | 'email';

/** Sends a code; answers its id (otpId or tokenId). */
export async function sendCode(
  api: Pick<ApiClient, 'call'>,
  channel: OneTimeCodeChannel,
  target: string,
): Promise<ApiResult<string>> {
  if (channel === 'sms') {
    const result = await api.call(sendOtp, { mobileNo: target });
    return result.ok ? { ...result, data: result.data.otpId } : result;
  }
  const result = await api.call(sendEmailOtp, { email: target });
  return result.ok ? { ...result, data: result.data.tokenId } : result;
}

/** Confirms the typed code of the code `id` sent to `target`. */
export async function confirmCode(
  api: Pick<ApiClient, 'call'>,
  channel: OneTimeCodeChannel,
  target: string,
  id: string,
  code: string,
): Promise<ApiResult<true>> {
  const result =
    channel === 'sms'
      ? await api.call(confirmOtp, { mobileNo: target, otpId: id, otp: code })
      : await api.call(confirmEmailOtp, { email: target, token: code, tokenId: id });
  return result.ok ? { ...result, data: true } : result;
}
