import { createApiClient, type ApiClient } from '@shop/api-client';
import { createOrder, paymentFinalisation } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase, type DatabaseLocation } from '../db/database';
import { cardDeliveries, cardDeliverySends, outbox } from '../db/schema';
import { processTestDatabase, startApiProcess, type ApiProcess, type ApiProcessDatabase } from '../testing/api-process';
import { payOnSandbox } from '../testing/pay-on-sandbox';
import { startPaymentSandbox, type RunningSandbox } from './payments-sandbox';

/**
 * A card scheduled for tomorrow in Auckland leaves at midnight there, once: the API processes' clock is
 * moved to just before that midnight, the order is paid, every process is restarted before the card is
 * due, and the card is sent at its time by one of them. On PostgreSQL (TEST_DATABASE_URL) two processes
 * share the database all along; on PGlite one process owns its folder.
 */
const ZONE = 'Pacific/Auckland';
// Room for starting the processes (two on PostgreSQL) and paying on a slow, busy machine before it is due.
const DUE_IN_MS = 100_000;
const RECEIVER = 'scheduled.receiver@example.com';

let sandbox: RunningSandbox;
let location: DatabaseLocation;
let apiDatabase: ApiProcessDatabase;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  ({ location, apiDatabase, cleanUp } = await processTestDatabase('delivery-schedule'));
}, 120_000);
afterAll(async () => {
  await sandbox?.stop();
  await cleanUp?.();
});

const processCount = () => ('databaseUrl' in apiDatabase ? 2 : 1);
const startAll = (clockOffsetMs: number) =>
  Promise.all(Array.from({ length: processCount() }, () => startApiProcess(apiDatabase, { clockOffsetMs })));
const stopAll = (processes: ApiProcess[]) => Promise.all(processes.map((process) => process.stop()));

async function payScheduledOrder(guest: ApiClient, deliverDate: string): Promise<string> {
  const created = await guest.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 1,
        deliverType: 'Email',
        deliverDate,
        deliverTimeZone: ZONE,
        senderName: 'Guest Buyer',
        senderEmail: 'scheduled.buyer@example.com',
        receiverName: 'Receiver Person',
        receiverEmail: RECEIVER,
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${JSON.stringify(created.error)}`);
  const { orderNo } = created.data;
  const callBackUrl = await payOnSandbox(guest, orderNo);
  const finalised = await guest.call(paymentFinalisation, { callBackUrl, buId: '97' });
  if (!finalised.ok) throw new Error(`paymentFinalisation: ${finalised.error.message}`);
  return orderNo;
}

/** What the database holds for the receiver: emails, and the card's delivery with its sends. */
async function delivered() {
  const database = await openDatabase(location);
  try {
    const { db } = database;
    const emails = await db.select().from(outbox).where(eq(outbox.recipient, RECEIVER));
    const [delivery] = await db.select().from(cardDeliveries).where(eq(cardDeliveries.recipient, RECEIVER));
    const sends = delivery
      ? await db
          .select()
          .from(cardDeliverySends)
          .where(eq(cardDeliverySends.deliveryId, delivery.id))
          .orderBy(asc(cardDeliverySends.id))
      : [];
    return { emails, delivery, sends };
  } finally {
    await database.close();
  }
}

it('sends a scheduled card at midnight in its time zone, once, across a restart and two processes', async () => {
  // The shop's clock: DUE_IN_MS before tomorrow's midnight in Auckland.
  const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).startOf('day');
  const dueAtReal = Date.now() + DUE_IN_MS;
  const clockOffsetMs = tomorrow.toMillis() - dueAtReal;
  const tomorrowDate = tomorrow.toFormat('yyyy-MM-dd');

  const first = await startAll(clockOffsetMs);
  let orderNo: string;
  try {
    const guest = createApiClient({
      baseUrl: first[0].baseUrl,
      buId: () => '97',
      language: () => 'en',
      now: () => Date.now() + clockOffsetMs,
    });
    orderNo = await payScheduledOrder(guest, tomorrowDate);
  } finally {
    // Every process goes down before the card is due: the schedule must survive in the database.
    await stopAll(first);
  }
  expect(Date.now()).toBeLessThan(dueAtReal);
  const before = await delivered();
  expect(before.emails).toEqual([]);
  expect(before.delivery).toMatchObject({ status: 'scheduled', timeZone: ZONE, sentCount: 0 });
  expect(before.delivery.dueAt.getTime()).toBe(tomorrow.toMillis());

  const second = await startAll(clockOffsetMs);
  try {
    // Past the due time, plus the workers' polling and a margin for a second (wrong) send.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAtReal - Date.now()) + 8_000));
  } finally {
    await stopAll(second);
  }
  const after = await delivered();
  expect(after.emails).toHaveLength(1);
  expect(after.emails[0].body).toContain(orderNo);
  expect(after.delivery).toMatchObject({ status: 'sent', sentCount: 1 });
  expect(after.delivery.sentAt?.getTime()).toBeGreaterThanOrEqual(tomorrow.toMillis());
  expect(after.sends.map((send) => send.kind)).toEqual(['delivery']);
}, 240_000);
