import { shopApi, type ApiResult, type CallOptions } from '@shop/api-client';
import {
  cancelOrder,
  confirmOrder,
  createOrder,
  createPayment,
  getMemberWallet,
  getPaymentMeans,
  paymentInitToken,
  queryCard,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';

// The checkout's calls, all through the page's one API client. The money calls take the attempt's
// idempotency key, so a repeat after a lost answer is the same order, confirmation or payment.

export type PaymentMeans = ResponseOf<typeof getPaymentMeans>;
export type CreatedOrder = ResponseOf<typeof createOrder>;
export type OrderConfirmation = ResponseOf<typeof confirmOrder>;
export type StartedPayment = ResponseOf<typeof createPayment>;
export type QueriedCard = ResponseOf<typeof queryCard>;
export type MemberWallet = ResponseOf<typeof getMemberWallet>;

export const fetchPaymentMeans = (): Promise<ApiResult<PaymentMeans>> => shopApi().call(getPaymentMeans, {});

export const fetchWallet = (custId: string): Promise<ApiResult<MemberWallet>> =>
  shopApi().call(getMemberWallet, { custId });

export const queryGiftCard = (input: RequestOf<typeof queryCard>): Promise<ApiResult<QueriedCard>> =>
  shopApi().call(queryCard, input);

export const sendOrder = (input: RequestOf<typeof createOrder>, options: CallOptions) =>
  shopApi().call(createOrder, input, options);

export const sendConfirmation = (input: RequestOf<typeof confirmOrder>, options: CallOptions) =>
  shopApi().call(confirmOrder, input, options);

export const sendCancellation = (input: RequestOf<typeof cancelOrder>) => shopApi().call(cancelOrder, input);

export const fetchPaymentToken = () => shopApi().call(paymentInitToken, {});

export const startPayment = (input: RequestOf<typeof createPayment>, options: CallOptions) =>
  shopApi().call(createPayment, input, options);
