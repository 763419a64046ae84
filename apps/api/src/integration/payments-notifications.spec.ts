import {
  cancelOrder,
  confirmOrder,
  createOrder,
  createPayment,
  paymentFinalisation,
  paymentInitToken,
} from '@shop/contracts';
import type { ApiClient } from '@shop/api-client';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { NOTIFICATIONS_PATH } from '../features/payments/payment-urls';
import {
  postNotification,
  signNotification,
  startNotificationRelay,
  type NotificationRelay,
} from '../testing/notification-relay';
import { startTestApi, type TestApi } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * The provider's notifications (POST /api/payments/notifications/sandbox): the sandbox, in its own
 * process, notifies each payment change to the API through a relay that records what it passed on.
 * A guest's order is paid on the sandbox page and its browser never comes back: the notification
 * alone settles it, once; forged, old and replayed notifications change nothing; and a payment
 * whose order was cancelled during its 3-D Secure challenge is refunded on its notification.
 */
let t: TestApi;
let sandbox: RunningSandbox;
let relay: NotificationRelay;
let routeUrl: string;
let orderCount = 0;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
  routeUrl = `${t.baseUrl}${NOTIFICATIONS_PATH}`;
  relay = await startNotificationRelay(routeUrl);
  process.env.PSP_NOTIFICATION_URL = relay.url;
});
afterAll(async () => {
  delete process.env.PSP_NOTIFICATION_URL;
  await relay?.close();
  await t?.close();
  await sandbox?.stop();
});
// The suites' API clock stands still; the sandbox signs at the real time, which the API checks.
beforeEach(() => t.advance(Math.max(0, Date.now() - t.app.shopApi.services.now())));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(done(value)).toBe(true);
  return value;
}

/** A guest's confirmed order of two 100.00 email cards, its payment started on the sandbox page. */
async function startGuestPayment() {
  orderCount += 1;
  const guest: ApiClient = t.client({ buId: '97' });
  const receiverEmail = `notified.receiver.${orderCount}@example.com`;
  const created = await guest.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 2,
        deliverType: 'Email',
        senderName: 'Guest Buyer',
        senderEmail: `notified.buyer.${orderCount}@example.com`,
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
  const token = await guest.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const started = await guest.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: token.data.csrfToken });
  if (!started.ok) throw new Error(`createPayment: ${started.error.message}`);
  const { paymentId, redirectUrl } = started.data;
  const row = await paymentRow(paymentId);
  return { guest, orderNo, paymentId, redirectUrl, receiverEmail, providerPaymentId: row.providerPaymentId as string };
}

async function paymentRow(paymentId: string) {
  const [row] = await t.app.shopApi.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

const orderOf = async (orderNo: string) => {
  const order = await t.app.shopApi.services.orders.findByNo('97', orderNo);
  if (!order) throw new Error(`no order ${orderNo}`);
  return order;
};
const eventsOf = async (orderNo: string) =>
  (await t.app.shopApi.services.orders.events((await orderOf(orderNo)).id)).map((entry) => entry.event);
const cardEmails = async (receiverEmail: string) =>
  (await t.outbox(receiverEmail)).filter((email) => /Card number:/.test(email.body)).length;
const relayedFor = (providerPaymentId: string) =>
  relay.relayed.filter((notification) => JSON.parse(notification.body).paymentId === providerPaymentId);

/** A notification body as the sandbox writes one. */
const notificationBody = (providerPaymentId: string, paymentId: string) =>
  JSON.stringify({
    id: `evt_test_${orderCount}`,
    type: 'payment.succeeded',
    paymentId: providerPaymentId,
    merchantReference: paymentId,
    state: 'succeeded',
    createdAt: new Date().toISOString(),
  });

describe('provider notifications', () => {
  it('settle a paid order whose browser never comes back, issuing its cards once', async () => {
    const paying = await startGuestPayment();
    const paid = await submitForm(paying.redirectUrl, cardFields(TEST_CARD.success));
    expect(paid.status).toBe(303);
    // The browser stops here: only the provider's notification reaches the API.

    await eventually(
      () => cardEmails(paying.receiverEmail),
      (count) => count >= 2,
    );
    expect(await cardEmails(paying.receiverEmail)).toBe(2);
    expect((await orderOf(paying.orderNo)).status).toBe('09');
    expect((await paymentRow(paying.paymentId)).state).toBe('succeeded');
    // The relay records the API's answer once it has it.
    const relayed = await eventually(
      async () => relayedFor(paying.providerPaymentId),
      (notifications) => notifications.length >= 1,
    );
    expect(relayed.map((notification) => notification.status)).toEqual([200]);

    // The browser comes back after all: the same result, nothing issued again.
    const finalised = await paying.guest.call(paymentFinalisation, {
      callBackUrl: paid.location as string,
      buId: '97',
    });
    expect(finalised.ok && finalised.data.orderNo).toBe(paying.orderNo);
    expect(await cardEmails(paying.receiverEmail)).toBe(2);
    expect((await eventsOf(paying.orderNo)).filter((event) => event === 'paid')).toHaveLength(1);
  });

  it('with a bad or old signature are refused and change nothing; 503 while the provider is unreachable', async () => {
    // This payment's own notifications go nowhere (a closed port): only the forged ones below arrive.
    process.env.PSP_NOTIFICATION_URL = 'http://127.0.0.1:1/notifications';
    const paying = await startGuestPayment().finally(() => (process.env.PSP_NOTIFICATION_URL = relay.url));
    await submitForm(paying.redirectUrl, cardFields(TEST_CARD.success));

    const now = t.app.shopApi.services.now();
    const body = notificationBody(paying.providerPaymentId, paying.paymentId);
    const other = notificationBody('psp_not_ours', paying.paymentId);
    const refusals: [string | null, string, number][] = [
      [null, body, 400],
      ['t=now,v1=abc', body, 400],
      [signNotification('not-the-shared-secret-at-all', body, now), body, 401],
      [signNotification(sandbox.secret, other, now), body, 401],
      [signNotification(sandbox.secret, body, now - 5 * 60 * 1000 - 2_000), body, 401],
      [signNotification(sandbox.secret, body, now + 10 * 60 * 1000), body, 401],
      [signNotification(sandbox.secret, 'not json', now), 'not json', 400],
      [signNotification(sandbox.secret, other, now), other, 404],
    ];
    for (const [signature, sent, status] of refusals)
      expect([signature, await postNotification(routeUrl, sent, signature)]).toEqual([signature, status]);
    expect((await paymentRow(paying.paymentId)).state).toBe('created');
    expect((await orderOf(paying.orderNo)).status).toBe('041');
    expect(await cardEmails(paying.receiverEmail)).toBe(0);

    // Signed right but the provider cannot be asked now: 503, so that the provider sends it again later.
    const signed = signNotification(sandbox.secret, body, now);
    const providerUrl = process.env.PSP_SANDBOX_URL;
    process.env.PSP_SANDBOX_URL = 'http://127.0.0.1:1';
    try {
      expect(await postNotification(routeUrl, body, signed)).toBe(503);
    } finally {
      process.env.PSP_SANDBOX_URL = providerUrl;
    }
    expect((await paymentRow(paying.paymentId)).state).toBe('created');

    // Signed right and fresh, the same notification is taken: it was the signature that was refused.
    expect(await postNotification(routeUrl, body, signNotification(sandbox.secret, body, now))).toBe(200);
    expect((await orderOf(paying.orderNo)).status).toBe('09');
    expect(await cardEmails(paying.receiverEmail)).toBe(2);
  });

  it('refund a payment whose order was cancelled during its 3-D Secure challenge', async () => {
    const paying = await startGuestPayment();
    const challenged = await submitForm(paying.redirectUrl, cardFields(TEST_CARD.challenge));
    expect(new URL(challenged.location as string).pathname).toBe(`/challenge/${paying.providerPaymentId}`);

    // The issuer is still asking for the code: the void is refused as in progress, the order cancelled.
    const canceled = await paying.guest.call(cancelOrder, { orderNo: paying.orderNo });
    expect(canceled.ok && canceled.data).toMatchObject({ isCanceled: true, status: '02' });
    const open = await paymentRow(paying.paymentId);
    expect(open.state).toBe('created');
    expect(open.voidRequestedAt).not.toBeNull();

    // The buyer answers the challenge; the browser never comes back.
    const answered = await submitForm(challenged.location as string, { code: '123456' });
    expect(new URL(answered.location as string).pathname).toBe('/97/loading/order');
    const refunded = await eventually(
      () => paymentRow(paying.paymentId),
      (row) => row.state === 'refunded',
    );

    const remote = await fetch(`${sandbox.url}/v1/payments/${paying.providerPaymentId}`, {
      headers: { authorization: `Bearer ${sandbox.secret}` },
    }).then((response) => response.json());
    expect(remote).toMatchObject({ state: 'succeeded', capturedAmount: refunded.amount });
    expect(remote.refundedAmount).toBe(refunded.amount);
    const refundEmails = (await t.outbox(refunded.email as string)).filter((email) =>
      email.subject.startsWith('Your payment for order'),
    );
    expect(refundEmails.map((email) => email.subject)).toEqual([
      `Your payment for order ${paying.orderNo} has been refunded`,
    ]);
    expect(refundEmails[0].body).toContain('AED 200.00');
    const events = await eventsOf(paying.orderNo);
    expect(events.filter((event) => event === 'refund_due')).toHaveLength(1);
    expect(events.filter((event) => event === 'refunded')).toHaveLength(1);
    expect((await orderOf(paying.orderNo)).status).toBe('02');
    expect(await cardEmails(paying.receiverEmail)).toBe(0);

    // The provider tells the refund too; the API takes it and has nothing left to do.
    const told = await eventually(
      async () => relayedFor(paying.providerPaymentId).map((notification) => JSON.parse(notification.body).type),
      (types) => types.includes('payment.refunded'),
    );
    // Each is recorded when the API answers it, so in either order.
    expect(told.sort()).toEqual(['payment.refunded', 'payment.succeeded']);
    expect(relayedFor(paying.providerPaymentId).map((notification) => notification.status)).toEqual([200, 200]);
    expect((await paymentRow(paying.paymentId)).refundId).toBe(refunded.refundId);
  });

  // Last: it moves the API's clock 6 minutes past the sandbox's for good.
  it('replayed, change nothing more: the same request answers 200 within 5 minutes, 401 after', async () => {
    const paying = await startGuestPayment();
    await submitForm(paying.redirectUrl, cardFields(TEST_CARD.success));
    const [delivered] = await eventually(
      async () => relayedFor(paying.providerPaymentId),
      (relayed) => relayed.length >= 1,
    );
    expect(delivered.status).toBe(200);
    expect(await cardEmails(paying.receiverEmail)).toBe(2);

    const replays = await Promise.all(
      Array.from({ length: 6 }, () => postNotification(routeUrl, delivered.body, delivered.signature)),
    );
    expect(replays).toEqual([200, 200, 200, 200, 200, 200]);
    t.advance(6 * 60 * 1000);
    expect(await postNotification(routeUrl, delivered.body, delivered.signature)).toBe(401);
    expect(await cardEmails(paying.receiverEmail)).toBe(2);
    expect(await eventsOf(paying.orderNo)).toEqual(['paid']);
  });
});
