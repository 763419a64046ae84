import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberWallet, getPaymentMeans, queryCard, type RequestOf, type ResponseOf } from '@shop/contracts';

// The checkout page's own reads, through the page's one API client; placing the order (order,
// confirmation, payment) is @shop/checkout/react's.

export type PaymentMeans = ResponseOf<typeof getPaymentMeans>;
export type QueriedCard = ResponseOf<typeof queryCard>;
export type MemberWallet = ResponseOf<typeof getMemberWallet>;

export const fetchPaymentMeans = (): Promise<ApiResult<PaymentMeans>> => shopApi().call(getPaymentMeans, {});

export const fetchWallet = (custId: string): Promise<ApiResult<MemberWallet>> =>
  shopApi().call(getMemberWallet, { custId });

export const queryGiftCard = (input: RequestOf<typeof queryCard>): Promise<ApiResult<QueriedCard>> =>
  shopApi().call(queryCard, input);
