import type { OrderConfirmation } from './order-calls';

/**
 * One attempt to pay: the same order lines keep their order; the same coupons, wallet and means keep
 * its confirmation; each call carries the key of what it stands for, so a repeat after a lost answer
 * (or a second click that slipped through) is answered with the first order, confirmation, payment.
 */
export interface CheckoutAttempt {
  linesSignature: string;
  createKey: string;
  orderNo?: string;
  confirmSignature?: string;
  confirmKey?: string;
  confirmation?: OrderConfirmation;
  payment?: { csrfToken: string; key: string };
}

const keyOf = (buId: string) => `shop:${buId}:checkout-attempt`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off: the attempt lives as long as the page
  }
}

/**
 * The unit's attempt kept for this tab: a buyer back from the provider's page (browser back) goes on
 * with the same order and its redeemed gift cards instead of a second order they could not pay. The
 * payment is not kept: paying again starts a new one, which cancels the unpaid one.
 */
export function readAttempt(buId: string): CheckoutAttempt | null {
  const stored = storage()?.getItem(keyOf(buId));
  if (!stored) return null;
  try {
    const attempt = JSON.parse(stored) as CheckoutAttempt;
    return typeof attempt.linesSignature === 'string' && typeof attempt.createKey === 'string'
      ? { ...attempt, payment: undefined }
      : null;
  } catch {
    return null;
  }
}

export function keepAttempt(buId: string, attempt: CheckoutAttempt | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (attempt) store.setItem(keyOf(buId), JSON.stringify({ ...attempt, payment: undefined }));
    else store.removeItem(keyOf(buId));
  } catch {
    // A full storage only loses the resume after a reload.
  }
}
