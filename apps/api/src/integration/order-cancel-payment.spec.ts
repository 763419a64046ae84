import { createApiClient, type ApiClient } from '@shop/api-client';
import { API_ERRORS, cancelOrder, getOrderResult, paymentFinalisation } from '@shop/contracts';
import type { Database } from '../db/database';
import { orderMoney } from '../testing/money-books';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';
import { guestOrderOnPaymentPage, passChallenge, startChallenge, submitCard } from '../testing/sandbox-buyer';
import { startPaymentSandbox, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * An order cancelled while its payment is open, and paid anyway (decision 0020). On PostgreSQL
 * (TEST_DATABASE_URL) two API processes share the database and the calls alternate between them, as
 * two replicas would get them; on PGlite one API answers them all. Each case ends in exactly one of:
 * paid with its cards issued once, or cancelled with the money voided or refunded once and the buyer
 * emailed; and the provider's book agrees with the shop's (orderMoney sums both).
 */
let sandbox: RunningSandbox;
let replicas: ReplicaApis;
let baseUrls: string[] = [];
let database: Database;
let buyers = 0;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  replicas = await startReplicaApis();
  ({ baseUrls, database } = replicas);
}, 120_000);
afterAll(async () => {
  await replicas?.close();
  await sandbox?.stop();
});

const guestOn = (replica: number): ApiClient =>
  createApiClient({ baseUrl: baseUrls[replica % baseUrls.length], buId: () => '97', language: () => 'en' });
const newBuyer = () => `cancel-buyer-${++buyers}-${Date.now()}@example.com`;
const finalise = (replica: number, callBackUrl: string) =>
  guestOn(replica).call(paymentFinalisation, { callBackUrl, buId: '97' });
const cancel = (replica: number, orderNo: string) => guestOn(replica).call(cancelOrder, { orderNo });

it('cancel then pay: the page is voided, the card is refused, nothing is taken', async () => {
  const { orderNo, redirectUrl } = await guestOrderOnPaymentPage(guestOn(0), newBuyer());
  const canceled = await cancel(1, orderNo);
  expect(canceled.ok && canceled.data).toMatchObject({ orderNo, isCanceled: true, status: '02' });

  const paid = await submitCard(redirectUrl, TEST_CARD.success);
  expect(paid.body).toContain('The shop cancelled this payment. Nothing was charged.');
  const money = await orderMoney(database, sandbox, orderNo);
  expect(money).toMatchObject({ status: '02', cards: 0, shopKept: 0, providerNet: 0, refundEmails: 0, problems: [] });
  expect(money.events).toEqual(['payment_voided', 'canceled']);
  // The database itself refuses to bring a cancelled order back, whichever code would try.
  const revive = database.withConnection((connection) =>
    connection.rows("UPDATE orders SET status = '09' WHERE order_no = $1", [orderNo]),
  );
  await expect(revive).rejects.toThrow(/cannot move from 02 to 09/);
}, 60_000);

it('pay then cancel: the money was taken, so the order is paid and settled once and the cancel refused', async () => {
  const { orderNo, redirectUrl } = await guestOrderOnPaymentPage(guestOn(0), newBuyer());
  const paid = await submitCard(redirectUrl, TEST_CARD.success);
  expect(paid.status).toBe(303);

  const canceled = await cancel(1, orderNo);
  expect(canceled.ok).toBe(false);
  expect(!canceled.ok && canceled.error.code).toBe(API_ERRORS.ORDER_PAID_NOT_CANCELABLE.code);
  const finalised = await finalise(0, paid.location as string);
  expect(finalised.ok && finalised.data.orderNo).toBe(orderNo);
  const money = await orderMoney(database, sandbox, orderNo);
  expect(money).toMatchObject({ status: '09', cards: 2, shopKept: 20_000, providerNet: 20_000, problems: [] });
  expect(money.events).toEqual(['paid']);
}, 60_000);

it('cancel during 3-D Secure, then pay: refunded once, the buyer emailed and told on the result', async () => {
  const buyerEmail = newBuyer();
  const { orderNo, paymentId, redirectUrl } = await guestOrderOnPaymentPage(guestOn(0), buyerEmail);
  const challengeUrl = await startChallenge(redirectUrl);
  // The authentication is under way at the card issuer: the provider cannot void it; the order is cancelled.
  const canceled = await cancel(1, orderNo);
  expect(canceled.ok && canceled.data.status).toBe('02');

  const callBackUrl = await passChallenge(challengeUrl);
  const finalised = await finalise(0, callBackUrl);
  expect(!finalised.ok && finalised.error).toMatchObject({
    code: API_ERRORS.PAYMENT_REFUNDED.code,
    message: API_ERRORS.PAYMENT_REFUNDED.message,
  });
  // The return replayed on both replicas: still refunded once.
  const replays = await Promise.all([0, 1, 2, 3].map((replica) => finalise(replica, callBackUrl)));
  for (const replay of replays) expect(!replay.ok && replay.error.code).toBe(API_ERRORS.PAYMENT_REFUNDED.code);

  const money = await orderMoney(database, sandbox, orderNo);
  expect(money).toMatchObject({
    status: '02',
    cards: 0,
    shopKept: 0,
    providerNet: 0,
    refundedPayments: 1,
    providerRefunds: 1,
    refundEmails: 1,
    problems: [],
  });
  expect(money.events).toEqual(['canceled', 'refund_due', 'refunded']);

  const result = await guestOn(1).call(getOrderResult, { orderNo, paymentId });
  expect(result.ok && result.data).toMatchObject({
    result: 'refunded',
    status: '02',
    refund: { amount: 20_000, state: 'refunded' },
  });
}, 60_000);

describe('20 cancels racing 20 finalisations', () => {
  const race = (orderNo: string, callBackUrl: string) =>
    Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0 ? cancel(index >> 1, orderNo) : finalise(index >> 1, callBackUrl),
      ),
    );

  it('of an order the provider was paid for: paid, its cards issued once', async () => {
    const { orderNo, redirectUrl } = await guestOrderOnPaymentPage(guestOn(0), newBuyer());
    const paid = await submitCard(redirectUrl, TEST_CARD.success);
    const answers = await race(orderNo, paid.location as string);
    for (const answer of answers.filter((_, index) => index % 2 === 0))
      expect(!answer.ok && answer.error.code).toBe(API_ERRORS.ORDER_PAID_NOT_CANCELABLE.code);
    const money = await orderMoney(database, sandbox, orderNo);
    expect(money).toMatchObject({ status: '09', cards: 2, providerNet: 20_000, refundEmails: 0, problems: [] });
  }, 120_000);

  it.each([1, 2, 3])(
    'while the buyer passes 3-D Secure (%i): paid once, or cancelled and refunded once',
    async () => {
      const { orderNo, redirectUrl } = await guestOrderOnPaymentPage(guestOn(0), newBuyer());
      const challengeUrl = await startChallenge(redirectUrl);
      const [callBackUrl] = await Promise.all([
        passChallenge(challengeUrl),
        race(orderNo, await shopReturnOf(orderNo)),
      ]);
      // The browser comes back once more after the race, as it would.
      await finalise(0, callBackUrl);
      const money = await orderMoney(database, sandbox, orderNo);
      expect(money.problems).toEqual([]);
      if (money.status === '09') expect(money).toMatchObject({ cards: 2, shopKept: 20_000, refundedPayments: 0 });
      else expect(money).toMatchObject({ status: '02', cards: 0, refundedPayments: 1, refundEmails: 1 });
    },
    120_000,
  );
});

/** The shop's return URL of an order's payment, as the provider builds it (the race finalises it early). */
async function shopReturnOf(orderNo: string): Promise<string> {
  const [row] = await database.withConnection((connection) =>
    connection.rows<{ id: string; provider_payment_id: string }>(
      'SELECT id, provider_payment_id FROM payments WHERE reference = $1',
      [orderNo],
    ),
  );
  const url = new URL('/97/loading/order', 'http://localhost:4200');
  url.searchParams.set('paymentId', row.id);
  url.searchParams.set('token', row.provider_payment_id);
  return url.href;
}
