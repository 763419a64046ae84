import type { ApiClient } from '@shop/api-client';
import { API_ERRORS, createPayment, paymentInitToken, type ApiErrorName } from '@shop/contracts';
import type { TestApi } from '../../testing/test-api';
import { cardFields, submitForm } from '../payments-sandbox';

export function expectError(result: { ok: boolean; error?: { code: number; message: string } }, name: ApiErrorName) {
  expect(result.ok).toBe(false);
  expect(result.error).toMatchObject({ code: API_ERRORS[name].code, message: API_ERRORS[name].message });
}

/** How many times the stand-in purpose settled a payment: one outbox row each (support/payment-purposes-stand-in). */
export const settlementCounter = (currentApi: () => TestApi) =>
  async function settlements(paymentId: string): Promise<number> {
    return (await currentApi().outbox(`settled-${paymentId}@example.com`)).length;
  };

/** createPayment as the checkout page makes it: an init token first, then the call. */
export async function startPaying(client: ApiClient, orderNo: string, paymentMethod: 'C04' | 'PP' | '15' = 'C04') {
  const token = await client.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  return client.call(createPayment, { orderNo, paymentMethod, csrfToken: token.data.csrfToken });
}

/** Pays on the sandbox page with a card and answers the return URL the browser is sent to. */
export async function payOnPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const submitted = await submitForm(redirectUrl, cardFields(cardNumber));
  expect(submitted.status).toBe(303);
  return submitted.location as string;
}
