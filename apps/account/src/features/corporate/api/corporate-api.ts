import { shopApi, type ApiResult } from '@shop/api-client';
import { getCorporateAccount, removeCorporateMember, upgradeToB2b2c, type CorporateAccount } from '@shop/contracts';

export function fetchCorporateAccount(custId: string): Promise<ApiResult<CorporateAccount>> {
  return shopApi().call(getCorporateAccount, { custId });
}

/** The B2B2C upgrade: links this individual account to the company whose corporate code it gives. */
export function linkToCompany(custId: string, corporateCode: string): Promise<ApiResult<CorporateAccount>> {
  return shopApi().call(upgradeToB2b2c, { custId, corporateCode });
}

export function unlinkMember(custId: string, memberId: string): Promise<ApiResult<CorporateAccount>> {
  return shopApi().call(removeCorporateMember, { custId, memberId });
}
