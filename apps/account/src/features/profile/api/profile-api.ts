import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberProfile, updateMemberProfile, type MemberProfile, type RequestOf } from '@shop/contracts';

export type ProfileChanges = Omit<RequestOf<typeof updateMemberProfile>, 'custId'>;

export function fetchProfile(custId: string): Promise<ApiResult<MemberProfile>> {
  return shopApi().call(getMemberProfile, { custId });
}

/** Sends one section's changes; the answer is the whole profile as saved. */
export function saveProfile(custId: string, changes: ProfileChanges): Promise<ApiResult<MemberProfile>> {
  return shopApi().call(updateMemberProfile, { custId, ...changes });
}
