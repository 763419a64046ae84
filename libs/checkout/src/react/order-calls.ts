import { shopApi, type CallOptions } from '@shop/api-client';
import {
  cancelOrder,
  confirmOrder,
  createOrder,
  createPayment,
  paymentInitToken,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';

// The calls of placing an order, through the page's one API client. The money calls take the attempt's
// idempotency key, so a repeat after a lost answer is the same order, confirmation or payment.

export type CreatedOrder = ResponseOf<typeof createOrder>;
export type OrderConfirmation = ResponseOf<typeof confirmOrder>;
export type StartedPayment = ResponseOf<typeof createPayment>;

export const sendOrder = (input: RequestOf<typeof createOrder>, options: CallOptions) =>
  shopApi().call(createOrder, input, options);

export const sendConfirmation = (input: RequestOf<typeof confirmOrder>, options: CallOptions) =>
  shopApi().call(confirmOrder, input, options);

export const sendCancellation = (input: RequestOf<typeof cancelOrder>) => shopApi().call(cancelOrder, input);

export const fetchPaymentToken = () => shopApi().call(paymentInitToken, {});

export const startPayment = (input: RequestOf<typeof createPayment>, options: CallOptions) =>
  shopApi().call(createPayment, input, options);
