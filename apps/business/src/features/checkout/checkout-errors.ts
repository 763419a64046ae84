import type { PlaceOrderFailure } from '@shop/checkout/react';
import { API_ERRORS } from '@shop/contracts';

/** Where the business checkout says a refusal: on the invoicing address, the payment means, or by the button. */
export type FailurePlace = 'address' | 'payment' | 'order' | 'network';

const PAYMENT_CODES: readonly number[] = [
  API_ERRORS.ORDER_PAYMENT_MEAN_UNAVAILABLE.code,
  API_ERRORS.ORDER_WALLET_INSUFFICIENT.code,
];

export function placeOfFailure(failure: PlaceOrderFailure): FailurePlace {
  if (failure.status === null) return 'network';
  if (failure.error.code === API_ERRORS.ORDER_INVOICE_ADDRESS_INVALID.code) return 'address';
  if (failure.step !== 'order' && PAYMENT_CODES.includes(failure.error.code)) return 'payment';
  return 'order';
}
