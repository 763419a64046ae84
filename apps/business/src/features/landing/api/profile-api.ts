import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberProfile, type MemberProfile } from '@shop/contracts';

export function fetchProfile(custId: string): Promise<ApiResult<MemberProfile>> {
  return shopApi().call(getMemberProfile, { custId });
}
