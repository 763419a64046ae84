import { shopApi, type ApiResult } from '@shop/api-client';
import {
  confirmEmailVerification,
  kybLogin,
  kybLogout,
  kybRegisterAccount,
  sendVerificationEmail,
  type KybSession,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';

/** Emails the link that confirms the address and opens the account form (/b2b/kyb/verify-email). */
export function sendKybVerificationEmail(
  input: RequestOf<typeof sendVerificationEmail>,
): Promise<ApiResult<ResponseOf<typeof sendVerificationEmail>>> {
  return shopApi().call(sendVerificationEmail, input);
}

/** Confirms the emailed link's token: the address and the token that lets it create its account. */
export function confirmKybEmail(
  aggregatorBuId: string,
  token: string,
): Promise<ApiResult<ResponseOf<typeof confirmEmailVerification>>> {
  return shopApi().call(confirmEmailVerification, { aggregatorBuId, token });
}

export function registerKybAccount(input: RequestOf<typeof kybRegisterAccount>): Promise<ApiResult<KybSession>> {
  return shopApi().call(kybRegisterAccount, input);
}

export function signInToKyb(input: RequestOf<typeof kybLogin>): Promise<ApiResult<KybSession>> {
  return shopApi().call(kybLogin, input);
}

/** Ends the KYB session on the server; the page forgets it whatever the answer. */
export function signOutOfKyb(kybToken: string): Promise<ApiResult<ResponseOf<typeof kybLogout>>> {
  return shopApi().call(kybLogout, { kybToken });
}
