import type { PaymentPurposeName } from './payable';

/** A shop page of a unit: every unit's pages sit under /{buId} (the default unit's also answer without it). */
export function unitPagePath(buId: string, path: string): string {
  return `/${encodeURIComponent(buId)}${path}`;
}

/** The page the provider sends the browser back to: /{buId}/loading/{purpose}?paymentId=... on the shop. */
export function returnPageUrl(shopUrl: string, buId: string, purpose: PaymentPurposeName, paymentId: string): string {
  const url = new URL(unitPagePath(buId, `/loading/${purpose}`), shopUrl);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
}

/** The provider's notifications route, under the API's prefix (payments-plugin). */
export const NOTIFICATIONS_PATH = '/payments/notifications/sandbox';

/**
 * Where the provider POSTs its notifications of a payment, given at creation: the API's route under
 * /api on the shop's public origin, or PSP_NOTIFICATION_URL when set (read per call, as the provider
 * settings are): an API the provider reaches at another address, a test's API on a free port.
 */
export function notificationUrl(shopUrl: string): string {
  return process.env.PSP_NOTIFICATION_URL || new URL(`/api${NOTIFICATIONS_PATH}`, shopUrl).href;
}

/**
 * Where the return page sends the browser after a confirmed payment (spec 1 section 4, payment return):
 * an order to its result with paymentId and paymentMean, a card top-up to the card page with the card
 * and the payment, a wallet top-up to the wallet page.
 */
export function afterPaymentPath(
  payment: { buId: string; purpose: PaymentPurposeName; reference: string; id: string },
  paymentMean: string,
): string {
  const query = new URLSearchParams({ paymentId: payment.id });
  if (payment.purpose === 'order') {
    query.set('paymentMean', paymentMean);
    return unitPagePath(payment.buId, `/order/${encodeURIComponent(payment.reference)}?${query}`);
  }
  if (payment.purpose === 'topup') {
    query.set('cardToken', payment.reference);
    return unitPagePath(payment.buId, `/account/cards?${query}`);
  }
  return unitPagePath(payment.buId, `/account/wallet?${query}`);
}
