import type { CustomerType } from '@shop/contracts';

/**
 * Shop pages the emailed links open (the shell routes them). The confirmation link's accountId
 * names the registration attempt, which becomes an account when confirmed.
 */
export function confirmRegistrationLink(
  shopUrl: string,
  buId: string,
  attemptId: number,
  token: string,
  registerType: string,
) {
  const query = new URLSearchParams({ accountId: String(attemptId), verifyToken: token, registerType });
  return `${shopUrl}/${buId}/auth/confirm?${query}`;
}

/** The reset page's URL carries b2b or salesman, from which the client sends the account type. */
export function resetPasswordLink(shopUrl: string, buId: string, custType: CustomerType, token: string) {
  const area = custType === 'B' ? '/b2b' : custType === 'S' ? '/salesman' : '';
  return `${shopUrl}/${buId}/auth${area}/reset-password?${new URLSearchParams({ tokenId: token })}`;
}

/** /memberValidate?token&info, info being base64url JSON of the member's name and email. */
export function memberValidateLink(shopUrl: string, buId: string, token: string, name: string, email: string) {
  const info = Buffer.from(JSON.stringify({ name, email })).toString('base64url');
  return `${shopUrl}/${buId}/memberValidate?${new URLSearchParams({ token, info })}`;
}

/** The login page of an account type: consumers, business accounts or salesmen. */
export function signInLink(shopUrl: string, buId: string, custType: CustomerType) {
  const area = custType === 'B' ? '/b2b' : custType === 'S' ? '/salesman' : '';
  return `${shopUrl}/${buId}/auth${area}/login`;
}
