import { API_ERRORS, cancelOrder } from '@shop/contracts';
import { completePayment } from '../features/payments/complete-payment';
import { RECONCILE_AFTER_MS, reconcileOpenPayments } from '../features/payments/reconcile-payments';
import { orderMoney } from '../testing/money-books';
import { guestOrderOnPaymentPage, passChallenge, startChallenge } from '../testing/sandbox-buyer';
import { startTestApi, type TestApi } from '../testing/test-api';
import { startPaymentSandbox, type RunningSandbox } from './payments-sandbox';

/**
 * The buyer cancels during 3-D Secure, passes it anyway and closes the tab: no return ever comes, and
 * the provider's notification is lost. The
 * reconciliation finds the payment the provider took for a cancelled order and refunds it, once, with
 * the buyer emailed (decision 0020) — the case the probe saw left alone four minutes later.
 */
let t: TestApi;
let sandbox: RunningSandbox;

beforeAll(async () => {
  // Nor does the provider's notification arrive (it is lost): the reconciliation alone is left.
  process.env.PSP_NOTIFICATION_URL = 'http://127.0.0.1:9/lost';
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
});
afterAll(async () => {
  delete process.env.PSP_NOTIFICATION_URL;
  await t?.close();
  await sandbox?.stop();
});

it('refunds, by the reconciliation, money taken for a cancelled order whose browser never came back', async () => {
  const buyer = `reconcile-buyer-${Date.now()}@example.com`;
  const guest = t.client({ buId: '97' });
  const { orderNo, redirectUrl } = await guestOrderOnPaymentPage(guest, buyer);
  const challengeUrl = await startChallenge(redirectUrl);
  const canceled = await guest.call(cancelOrder, { orderNo });
  expect(canceled.ok && canceled.data.status).toBe('02');
  await passChallenge(challengeUrl);

  const { services, database } = t.app.shopApi;
  // Too recent to ask about: a browser normally comes back within seconds.
  expect(await reconcileOpenPayments(services)).toMatchObject({ completed: 0, closed: 0 });
  expect((await orderMoney(database, sandbox, orderNo)).problems).toContainEqual(
    expect.stringMatching(/is (created|pending) while the provider captured 20000/),
  );

  t.advance(RECONCILE_AFTER_MS + 1_000);
  expect(await reconcileOpenPayments(services)).toMatchObject({ closed: 1 });
  expect(await reconcileOpenPayments(services)).toMatchObject({ closed: 0, refunded: 0, refundsWaiting: 0 });
  const money = await orderMoney(database, sandbox, orderNo);
  expect(money).toMatchObject({ status: '02', refundedPayments: 1, providerRefunds: 1, refundEmails: 1, problems: [] });
  expect(money.events).toEqual(['canceled', 'refund_due', 'refunded']);
  const [email] = await t.outbox(buyer);
  expect(email.subject).toBe(`Your payment for order ${orderNo} has been refunded`);
  expect(email.body).toContain(`/97/order/${orderNo}`);
}, 60_000);

it('lets an attempt being replaced close without releasing the order the newer attempt pays', async () => {
  const guest = t.client({ buId: '97' });
  const { orderNo, paymentId } = await guestOrderOnPaymentPage(guest, `replaced-${Date.now()}@example.com`);
  const { services } = t.app.shopApi;
  const attempt = (await services.payments.find(paymentId))!;
  // What createPayment with a new key does first; a notification of the provider's cancel arrives meanwhile.
  await services.payments.markReplaced(attempt.id);
  await fetch(`${sandbox.url}/v1/payments/${attempt.providerPaymentId}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.secret}` },
  });
  await expect(completePayment(services, (await services.payments.find(paymentId))!, null)).rejects.toMatchObject({
    error: { code: API_ERRORS.PAYMENT_CANCELED.code },
  });
  expect((await services.orders.findByNo('97', orderNo))?.status).toBe('041');
});
