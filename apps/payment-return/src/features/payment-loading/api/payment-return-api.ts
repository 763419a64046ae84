import { shopApi, type ApiResult } from '@shop/api-client';
import {
  getOrderResult,
  marketPayCapture,
  paymentFinalisation,
  type FinalisationResult,
  type OrderResult,
} from '@shop/contracts';

/**
 * Completes the payment the browser came back from (spec 1 section 4 "Payment return"): marketPay
 * units capture it (marketPayCapture), the others finalise it (paymentFinalisation). The server reads
 * the provider's parameters from the return URL and asks the provider itself.
 */
export function completeReturn(pspProvider: string, callBackUrl: string): Promise<ApiResult<FinalisationResult>> {
  if (pspProvider === 'marketPay') {
    const transactionId = new URL(callBackUrl).searchParams.get('transactionId') ?? undefined;
    return shopApi().call(marketPayCapture, { callBackUrl, ...(transactionId ? { transactionId } : {}) });
  }
  return shopApi().call(paymentFinalisation, { callBackUrl });
}

/** The order a payment was for, to show its failed result. */
export function orderOfPayment(paymentId: string): Promise<ApiResult<OrderResult>> {
  return shopApi().call(getOrderResult, { paymentId });
}
