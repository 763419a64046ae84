import type { Session } from '@shop/contracts';
import type { AccountRow } from './account-repository';
import type { IssuedTokens } from './session-store';

/** How an account is named: business members by company name, others by first and last name. */
export function displayName(account: AccountRow): string {
  const companyName = account.companyInfo?.companyName;
  if (account.custType === 'B' && typeof companyName === 'string' && companyName) return companyName;
  return `${account.firstName} ${account.lastName}`.trim();
}

/** The session answer of login and registration confirmation. */
export function sessionAnswer(account: AccountRow, tokens: IssuedTokens): Session {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    custName: displayName(account),
    custId: String(account.id),
    custType: account.custType,
    paymentType: account.paymentType,
    isAdminSalesman: account.isAdminSalesman,
    companyType: account.companyType,
    idCardNo: account.idCardNo,
    ...(account.custType === 'B' && account.businessVerification
      ? { businessVerification: account.businessVerification }
      : {}),
  };
}
