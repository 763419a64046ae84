import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberWallet, getPaymentMeans, topUpWallet, type PaymentMean, type Wallet } from '@shop/contracts';

export function fetchWallet(custId: string): Promise<ApiResult<Wallet>> {
  return shopApi().call(getMemberWallet, { custId });
}

/** The means this member may pay a top-up with: those paid on the provider's page (hosted). */
export async function fetchTopUpMeans(): Promise<ApiResult<PaymentMean[]>> {
  const result = await shopApi().call(getPaymentMeans, {});
  if (!result.ok) return result;
  const hosted = result.data.paymentMeans.filter((mean) => mean.hosted).map((mean) => mean.code as PaymentMean);
  return { ...result, data: hosted };
}

/** Starts a top-up of `amount` minor units; the answer names the payment page to go to. */
export function startTopUp(custId: string, amount: number, paymentMethod: PaymentMean) {
  return shopApi().call(topUpWallet, { custId, amount, paymentMethod });
}
