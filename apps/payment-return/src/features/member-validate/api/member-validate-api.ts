import { shopApi, type ApiResult } from '@shop/api-client';
import { activateAccountValidate } from '@shop/contracts';

/** Sends the member's decision for the emailed validation token (activateAccountValidate). */
export function sendValidationDecision(token: string, isApproved: boolean): Promise<ApiResult<{ approved: boolean }>> {
  return shopApi().call(activateAccountValidate, { token, isApproved });
}
