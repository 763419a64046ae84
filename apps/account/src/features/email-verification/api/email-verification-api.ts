import { shopApi, type ApiResult } from '@shop/api-client';
import { getEmailVerification, sendEmailVerification, type ResponseOf } from '@shop/contracts';

export type EmailVerificationState = ResponseOf<typeof getEmailVerification>;

/** Whether the member's email is verified, and where the resend timer stands. */
export function fetchEmailVerification(custId: string): Promise<ApiResult<EmailVerificationState>> {
  return shopApi().call(getEmailVerification, { custId });
}

/** Emails the member a verification link (/memberValidate). */
export function sendVerificationLink(custId: string): Promise<ApiResult<{ tokenId: string }>> {
  return shopApi().call(sendEmailVerification, { custId });
}
