import type { SandboxPayment } from './payment-book';

/**
 * The parameters the browser brings back to the shop's return page, in the shape of the unit's
 * provider. They only say which payment to ask about: the shop asks the provider for the real state.
 * - UpstreamPay: token, status (SUCCESS, FAILED, CANCELED, PENDING)
 * - lyra: token, vads_trans_status (AUTHORISED, REFUSED, ABANDONED, WAITING_AUTHORISATION)
 * - ingenico: hostedCheckoutId, RETURNMAC (the value the merchant got when it created the checkout)
 * - marketPay: transactionId, status (AUTHORISED, FAILED, CANCELED)
 * - amazon (Amazon Payment Services): fort_id, merchant_reference, status (14 purchase success, 13 purchase
 *   failure, 00 cancelled by the buyer)
 */
export function returnParams(payment: SandboxPayment): Record<string, string> {
  const paid = payment.state === 'succeeded' || payment.state === 'authorised';
  const canceled = payment.state === 'canceled';
  switch (payment.shape) {
    case 'UpstreamPay':
      return { token: payment.id, status: paid ? 'SUCCESS' : canceled ? 'CANCELED' : 'FAILED' };
    case 'lyra':
      return { token: payment.id, vads_trans_status: paid ? 'AUTHORISED' : canceled ? 'ABANDONED' : 'REFUSED' };
    case 'ingenico':
      return { hostedCheckoutId: payment.id, RETURNMAC: payment.returnMac ?? '' };
    case 'marketPay':
      return { transactionId: payment.id, status: paid ? 'AUTHORISED' : canceled ? 'CANCELED' : 'FAILED' };
    case 'amazon':
      return {
        fort_id: payment.id,
        merchant_reference: payment.merchantReference,
        status: paid ? '14' : canceled ? '00' : '13',
      };
  }
}

/** The merchant's return URL with the provider's parameters added (its own query is kept). */
export function returnUrlOf(payment: SandboxPayment): string {
  const url = new URL(payment.returnUrl);
  for (const [name, value] of Object.entries(returnParams(payment))) url.searchParams.set(name, value);
  return url.toString();
}
