import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberWallet, type Wallet } from '@shop/contracts';

export function fetchWallet(custId: string): Promise<ApiResult<Wallet>> {
  return shopApi().call(getMemberWallet, { custId });
}
