import { createApiClient, type ApiClient } from '@shop/api-client';
import {
  confirmOrder,
  createOrder,
  createPayment,
  paymentFinalisation,
  paymentInitToken,
  type RequestOf,
} from '@shop/contracts';

/** The payment sandbox's card that pays (apps/api/src/integration/payments-sandbox.ts TEST_CARD). */
const PAYING_CARD = { cardholder: 'Layla Haddad', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** A call's data, or a failure naming the call (a journey's set-up step that must succeed). */
export function must<T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

/** The composed shop's API as unit 97 in English, as a guest or with a member's token. */
export function shopApiOf(shopUrl: string, accessToken?: string): ApiClient {
  return createApiClient({
    baseUrl: `${shopUrl}/api`,
    buId: () => '97',
    language: () => 'en',
    accessToken: () => accessToken,
  });
}

/**
 * A guest's order of `orderLines`, paid on the sandbox provider's page with its paying card and
 * finalised as the browser's return would: its cards are issued and emailed. Answers the order number.
 */
export async function buyAsGuest(
  shopUrl: string,
  orderLines: RequestOf<typeof createOrder>['orderLines'],
): Promise<string> {
  const guest = shopApiOf(shopUrl);
  const { orderNo } = must(await guest.call(createOrder, { orderLines }), 'createOrder');
  const confirmed = must(await guest.call(confirmOrder, { orderNo, paymentMean: 'C04' }), 'confirmOrder');
  const { csrfToken } = must(await guest.call(paymentInitToken, {}), 'paymentInitToken');
  const payment = must(
    await guest.call(createPayment, {
      orderNo,
      paymentMethod: 'C04',
      csrfToken,
      txnAmount: confirmed.orderAmtTot,
      txnCurrency: 'AED',
    }),
    'createPayment',
  );
  const paid = await fetch(payment.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(PAYING_CARD).toString(),
    redirect: 'manual',
  });
  const callBackUrl = new URL(paid.headers.get('location') as string, payment.redirectUrl).href;
  must(await guest.call(paymentFinalisation, { callBackUrl, buId: '97' }), 'paymentFinalisation');
  return orderNo;
}
