import type { ApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, createPayment, paymentInitToken } from '@shop/contracts';
import { cardFields, submitForm, TEST_CARD } from '../integration/payments-sandbox';

/** A guest's order of two AED 100 email cards on unit 97, confirmed for a card payment and its page opened. */
export async function guestOrderOnPaymentPage(
  guest: ApiClient,
  buyerEmail: string,
): Promise<{ orderNo: string; paymentId: string; redirectUrl: string }> {
  const created = await guest.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 2,
        deliverType: 'Email',
        senderName: 'Guest Buyer',
        senderEmail: buyerEmail,
        receiverName: 'Receiver Person',
        receiverEmail: `receiver.${buyerEmail}`,
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  const { orderNo } = created.data;
  const confirmed = await guest.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  const token = await guest.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await guest.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: token.data.csrfToken });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);
  return { orderNo, paymentId: payment.data.paymentId, redirectUrl: payment.data.redirectUrl };
}

/** Submits a card on the payment page; answers where the browser goes (the shop's return, or the 3-D Secure page). */
export async function submitCard(redirectUrl: string, cardNumber: string) {
  return submitForm(redirectUrl, cardFields(cardNumber));
}

/** Pays with the 3-D Secure test card up to its challenge: answers the challenge page's URL. */
export async function startChallenge(redirectUrl: string): Promise<string> {
  const submitted = await submitCard(redirectUrl, TEST_CARD.challenge);
  if (submitted.status !== 303 || !submitted.location?.includes('/challenge/'))
    throw new Error(`the sandbox answered ${submitted.status} ${submitted.location ?? ''}`);
  return submitted.location;
}

/** Answers the challenge with the right code: answers the shop's return URL. */
export async function passChallenge(challengeUrl: string): Promise<string> {
  const answered = await submitForm(challengeUrl, { code: '123456' });
  if (answered.status !== 303 || !answered.location) throw new Error(`the challenge answered ${answered.status}`);
  return answered.location;
}
