import {
  confirmOrder,
  createOrder,
  createPayment,
  paymentFinalisation,
  paymentInitToken,
  queryCard,
} from '@shop/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { cardFields, startPaymentSandbox, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * A guest buys on unit 97 as the browser does it, through the sandbox provider's real pages and HTTP
 * redirects: order, confirm, createPayment, the provider's page, the card form, the redirect back to
 * /loading/order, finalisation; then the cards are in the outbox and each one's balance answers to its
 * number and PIN (queryCard).
 */
let t: TestApi;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
  await sandbox?.stop();
});

/** A browser request that does not follow redirects: the status and where it would go. */
async function browse(url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, body: await response.text(), location: location && new URL(location, url).href };
}

it('buys two gift cards as a guest, pays on the provider page and finds them working', async () => {
  const guest = t.client({ buId: '97' });
  const receiverEmail = 'guest.receiver@example.com';
  const created = await guest.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 2,
        deliverType: 'Email',
        senderName: 'Guest Buyer',
        senderEmail: 'guest.buyer@example.com',
        receiverName: 'Receiver Person',
        receiverEmail,
        message: 'Enjoy',
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  const { orderNo } = created.data;
  const confirmed = await guest.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  expect(confirmed.data.isPaid).toBe(false);
  const due = confirmed.data.orderAmtTot;
  expect(due).toBe(created.data.orderAmtTot);

  const token = await guest.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await guest.call(createPayment, {
    orderNo,
    paymentMethod: 'C04',
    csrfToken: token.data.csrfToken,
    txnAmount: due,
    txnCurrency: 'AED',
  });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);

  // The provider's page, on its own origin.
  const page = await browse(payment.data.redirectUrl);
  expect(page.status).toBe(200);
  expect(new URL(payment.data.redirectUrl).origin).toBe(sandbox.url);
  expect(page.body).toContain('<label for="cardNumber">Card number</label>');
  // The card form, then the redirect back to the shop's return page.
  const paid = await browse(payment.data.redirectUrl, cardFields(TEST_CARD.success));
  expect(paid.status).toBe(303);
  const callBackUrl = paid.location as string;
  expect(new URL(callBackUrl).pathname).toBe('/97/loading/order');
  expect(new URL(callBackUrl).searchParams.get('paymentId')).toBe(payment.data.paymentId);

  const finalised = await guest.call(paymentFinalisation, { callBackUrl, buId: '97' });
  if (!finalised.ok) throw new Error(`finalisation: ${finalised.error.message}`);
  expect(finalised.data).toMatchObject({
    orderNo,
    redirectUrl: `/97/order/${orderNo}?paymentId=${payment.data.paymentId}&paymentMean=C04`,
    pspResult: { paymentId: payment.data.paymentId, paymentMethod: 'C04' },
  });
  // The return replayed, 8 times at once (reloads, a second tab): the same answer, no second issue.
  const replays = await Promise.all(
    Array.from({ length: 8 }, () => guest.call(paymentFinalisation, { callBackUrl, buId: '97' })),
  );
  for (const again of replays) expect(again.ok && again.data).toEqual(finalised.data);

  const emails = await t.outbox(receiverEmail);
  expect(emails).toHaveLength(2);
  const cards = emails.map((email) => ({
    cardNumber: email.body.match(/Card number: ([\d ]+)/)?.[1]?.replace(/ /g, '') ?? '',
    pinCode: email.body.match(/PIN code: (\d+)/)?.[1] ?? '',
  }));
  expect(new Set(cards.map((card) => card.cardNumber)).size).toBe(2);
  for (const card of cards) {
    expect(card.cardNumber).toMatch(/^\d{16}$/);
    const balance = await guest.call(queryCard, { ...card, captchaToken: await t.captchaToken('97') });
    if (!balance.ok) throw new Error(`queryCard: ${balance.error.message}`);
    expect(balance.data).toMatchObject({ cardBalance: 10_000, currency: 'AED' });
  }
});
