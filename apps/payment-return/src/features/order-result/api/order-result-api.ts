import { shopApi, type ApiResult } from '@shop/api-client';
import {
  cancelOrder,
  confirmPayment,
  getOrderResult,
  uploadPaymentReceipt,
  type FinalisationResult,
  type OrderResult,
} from '@shop/contracts';

/** The order's result (getOrderResult), with the payment the page came back from when there is one. */
export function readOrderResult(
  orderNo: string,
  paymentId: string | null,
  custId: string | undefined,
): Promise<ApiResult<OrderResult>> {
  return shopApi().call(getOrderResult, {
    orderNo,
    ...(paymentId ? { paymentId } : {}),
    ...(custId ? { custId } : {}),
  });
}

/** Asks the provider again about a payment whose return was not decided (confirmPayment). */
export function confirmPaymentAgain(paymentId: string): Promise<ApiResult<FinalisationResult>> {
  return shopApi().call(confirmPayment, { paymentId });
}

/** A bank transfer's receipt, as base64 with its data-URL prefix (uploadPaymentReceipt). */
export function sendReceipt(custId: string, orderNo: string, receiptImage: string): Promise<ApiResult<unknown>> {
  return shopApi().call(uploadPaymentReceipt, { custId, orderNo, receiptImage });
}

/** The buyer cancels the order while its payment is open (the server voids or later refunds it). */
export function cancelTheOrder(orderNo: string): Promise<ApiResult<unknown>> {
  return shopApi().call(cancelOrder, { orderNo });
}
