import { createApiClient, type ApiClient } from '@shop/api-client';
import { createOrder, paymentFinalisation } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { giftCards, orders, outbox, payments } from '../db/schema';
import { processTestDatabase, startApiProcess, type ApiProcess, type ApiProcessDatabase } from '../testing/api-process';
import { payOnSandbox } from '../testing/pay-on-sandbox';
import { startPaymentSandbox, type RunningSandbox } from './payments-sandbox';

/**
 * The API process is killed (SIGKILL) while it finalises many paid orders at once, then restarted on
 * the same database (a PGlite folder, or PostgreSQL with TEST_DATABASE_URL), and the browsers' returns
 * come again: every order ends paid once, with its card issued and emailed once, and no payment is
 * settled twice.
 */
const ORDERS = 8;
let sandbox: RunningSandbox;
let location: DatabaseLocation;
let apiDatabase: ApiProcessDatabase;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  ({ location, apiDatabase, cleanUp } = await processTestDatabase('payments-crash'));
}, 120_000);
afterAll(async () => {
  await sandbox?.stop();
  await cleanUp?.();
});

const guestOf = (api: ApiProcess): ApiClient =>
  createApiClient({ baseUrl: api.baseUrl, buId: () => '97', language: () => 'en' });
const receiverOf = (round: number, index: number) => `crash-receiver-${round}-${index}@example.com`;

/** A guest's order paid on the provider's page; answers its number and the return URL to finalise. */
async function paidOrder(
  guest: ApiClient,
  round: number,
  index: number,
): Promise<{ orderNo: string; callBackUrl: string }> {
  const created = await guest.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 1,
        deliverType: 'Email',
        senderName: 'Guest Buyer',
        senderEmail: 'crash-buyer@example.com',
        receiverName: 'Receiver Person',
        receiverEmail: receiverOf(round, index),
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  const { orderNo } = created.data;
  return { orderNo, callBackUrl: await payOnSandbox(guest, orderNo) };
}

/**
 * Pays ORDERS orders, sends every return three times at once and kills the process as soon as the first
 * one has settled its order, while the others are still being worked on. On a loaded machine the test
 * may only see the answers after all of them came (the kill then lands after the work): it says so.
 */
async function killMidFinalisation(
  round: number,
): Promise<{ paid: { orderNo: string; callBackUrl: string }[]; midWay: boolean }> {
  const api = await startApiProcess(apiDatabase);
  try {
    const guest = guestOf(api);
    const paid: { orderNo: string; callBackUrl: string }[] = [];
    for (let index = 0; index < ORDERS; index += 1) paid.push(await paidOrder(guest, round, index));
    const inFlight = paid.flatMap(({ callBackUrl }) =>
      [0, 1, 2].map(() => guest.call(paymentFinalisation, { callBackUrl, buId: '97' })),
    );
    await new Promise<void>((resolve) => {
      for (const call of inFlight) void call.then((answer) => answer.ok && resolve());
      void Promise.all(inFlight).then(() => resolve());
    });
    await api.kill();
    const answers = await Promise.all(inFlight);
    expect(answers.some((answer) => answer.ok)).toBe(true);
    return { paid, midWay: answers.some((answer) => !answer.ok) };
  } finally {
    await api.kill();
  }
}

it('loses no order and pays or issues none twice when the API is killed mid-finalisation', async () => {
  // Until a kill comes in the middle (some returns finished before it, some did not); every order of
  // every round must end paid once.
  const paidOrders: { orderNo: string; callBackUrl: string }[] = [];
  let midWay = false;
  let rounds = 0;
  while (rounds < 3 && !midWay) {
    rounds += 1;
    const killed = await killMidFinalisation(rounds);
    paidOrders.push(...killed.paid);
    midWay = killed.midWay;
  }
  expect(midWay).toBe(true);

  const second = await startApiProcess(apiDatabase);
  try {
    const guest = guestOf(second);
    // The browsers come back (a reload of the return page), twice at once for each order.
    const replays = await Promise.all(
      paidOrders.flatMap(({ callBackUrl }) =>
        [0, 1].map(() => guest.call(paymentFinalisation, { callBackUrl, buId: '97' })),
      ),
    );
    expect(replays.filter((answer) => !answer.ok)).toEqual([]);
    expect(replays.map((answer) => answer.ok && answer.data.orderNo)).toEqual(
      paidOrders.flatMap(({ orderNo }) => [orderNo, orderNo]),
    );
  } finally {
    await second.stop();
  }

  const database = await openDatabase(location);
  try {
    const { db } = database;
    const orderNos = paidOrders.map(({ orderNo }) => orderNo);
    const stored = await db
      .select({ orderNo: orders.orderNo, status: orders.status, paymentId: orders.paymentId })
      .from(orders)
      .where(inArray(orders.orderNo, orderNos));
    expect(stored.map((order) => order.status)).toEqual(orderNos.map(() => '09'));
    const succeeded = await db
      .select({ reference: payments.reference, count: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.state, 'succeeded'))
      .groupBy(payments.reference);
    expect(succeeded.filter((row) => orderNos.includes(row.reference)).map((row) => row.count)).toEqual(
      orderNos.map(() => 1),
    );
    const cards = await db
      .select({ orderNo: giftCards.orderNo, count: sql<number>`count(*)::int` })
      .from(giftCards)
      .where(inArray(giftCards.orderNo, orderNos))
      .groupBy(giftCards.orderNo);
    expect(cards.map((row) => row.count)).toEqual(orderNos.map(() => 1));
    const receivers = Array.from({ length: rounds }, (_, round) =>
      Array.from({ length: ORDERS }, (_, index) => receiverOf(round + 1, index)),
    ).flat();
    const emails = await db
      .select({ recipient: outbox.recipient, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(inArray(outbox.recipient, receivers))
      .groupBy(outbox.recipient);
    expect(emails.map((row) => row.count)).toEqual(receivers.map(() => 1));
  } finally {
    await database.close();
  }
}, 360_000);
