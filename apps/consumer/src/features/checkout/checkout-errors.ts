import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { PlaceOrderFailure } from '@shop/checkout/react';

/** Where on the checkout page a refusal is said: beside the gift cards, the payment, or the pay button. */
export type FailurePlace = 'giftCards' | 'payment' | 'signIn' | 'lines' | 'pay' | 'network';

const GIFT_CARD_CODES: readonly number[] = [
  API_ERRORS.CARD_REFUSED.code,
  API_ERRORS.CARD_BLOCKED.code,
  API_ERRORS.CARD_EXPIRED.code,
  API_ERRORS.INSUFFICIENT_CARD_BALANCE.code,
  API_ERRORS.CARD_NOT_USABLE.code,
  API_ERRORS.COUPON_INVALID.code,
  API_ERRORS.REMOVED_COUPON.code,
];

const PAYMENT_CODES: readonly number[] = [
  API_ERRORS.ORDER_PAYMENT_MEAN_UNAVAILABLE.code,
  API_ERRORS.ORDER_WALLET_INSUFFICIENT.code,
];

function hasLineIssues(error: ApiError): boolean {
  return (error.issues ?? []).some((issue) => issue.path.startsWith('orderLines.'));
}

/** The part of the page that says what went wrong. */
export function placeOfFailure(failure: PlaceOrderFailure): FailurePlace {
  if (failure.status === null) return 'network';
  const { code } = failure.error;
  if (code === API_ERRORS.ORDER_GUEST_NOT_ALLOWED.code) return 'signIn';
  if (failure.step === 'order' && hasLineIssues(failure.error)) return 'lines';
  if (failure.step === 'confirm' && GIFT_CARD_CODES.includes(code)) return 'giftCards';
  if (failure.step !== 'order' && PAYMENT_CODES.includes(code)) return 'payment';
  return 'pay';
}
