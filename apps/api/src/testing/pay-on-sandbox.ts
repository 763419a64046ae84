import type { ApiClient } from '@shop/api-client';
import { confirmOrder, createPayment, paymentInitToken } from '@shop/contracts';
import { cardFields, submitForm, TEST_CARD } from '../integration/payments-sandbox';

/**
 * A guest's created order confirmed for a card payment and paid on the sandbox page with the paying
 * test card; answers the return URL the browser is sent to (finalising it is the caller's step).
 */
export async function payOnSandbox(guest: ApiClient, orderNo: string): Promise<string> {
  const confirmed = await guest.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  const token = await guest.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await guest.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: token.data.csrfToken });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);
  const paid = await submitForm(payment.data.redirectUrl, cardFields(TEST_CARD.success));
  if (paid.status !== 303 || !paid.location) throw new Error(`the sandbox answered ${paid.status}`);
  return paid.location;
}
