import { createApiClient, newIdempotencyKey, type ApiClient, type ApiResult } from '@shop/api-client';
import {
  confirmOrder,
  CORE_API_ERRORS,
  createOrder,
  createPayment,
  MONEY_API_ERRORS,
  paymentFinalisation,
  paymentInitToken,
} from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '../db/database';
import { cardDeliveries, cardLedger, giftCards, orderCoupons, orders, outbox, payments } from '../db/schema';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { CardKeyring } from '../features/gift-cards/card-keys';
import type { Services } from '../features/services';
import { GiftCardStore } from '../features/gift-cards/gift-card-store';
import { capturingClient } from '../testing/captured-requests';
import { startProxiedCluster, type ProxiedCluster } from '../testing/proxied-cluster';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * The shop on its production topology (tools/cluster: nginx in front of two API replicas on one PostgreSQL)
 * while things break: 50 guests check out through the proxy; after a third of them one replica is killed
 * (SIGKILL), after two thirds PostgreSQL is restarted. A guest's browser retries what failed, as the pages do
 * (the same idempotency key for a call that moves money). Afterwards every order paid at the provider is paid
 * once with its card issued and emailed once, every other order can still be paid, every card's ledger sums to
 * its balance, and the cards scheduled for later go out at their time, once. On another cluster, while both
 * replicas live: a captured sealed request replayed through the proxy (and straight to the other replica) is
 * refused, and 1,000 orders are paid at once with gift cards that cover only some of them. Each cluster has a
 * PostgreSQL server of its own, on the PGlite run too: it needs Debian's postgresql and nginx (.ci/run installs
 * them; without them it fails and says so).
 */
const CHECKOUTS = 50;
const AT_ONCE = 5;

let sandbox: RunningSandbox;
let cluster: ProxiedCluster;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.stop();
});

/** The cluster of the block's tests, started (with `options()`) before them and stopped after them. */
function onCluster(options: () => Parameters<typeof startProxiedCluster>[1] = () => ({})): void {
  beforeAll(async () => {
    cluster = await startProxiedCluster(2, options());
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
  });
}

const receiverOf = (index: number) => `cluster-receiver-${index}@example.com`;

/** A guest's order line: one AED 100 Marjan card by email, now or on a day in a time zone. */
const guestLine = (senderEmail: string, receiverEmail: string, schedule?: Schedule) => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10_000,
  qty: 1,
  deliverType: 'Email' as const,
  ...(schedule && { deliverDate: schedule.date, deliverTimeZone: schedule.zone }),
  senderName: 'Guest Buyer',
  senderEmail,
  receiverName: 'Receiver Person',
  receiverEmail,
});

interface Schedule {
  date: string;
  zone: string;
}

/**
 * The clock of the replicas of the checkout test, moved when they start so that tomorrow's midnight in
 * Auckland comes SCHEDULED_DUE_IN_MS later, while or just after the faults strike. Every tenth checkout sends
 * its card then; the others at once.
 */
const ZONE = 'Pacific/Auckland';
const SCHEDULED_DUE_IN_MS = 100_000;
let scheduledMidnight: DateTime = DateTime.now();
let scheduledDueAtReal = 0;
let shopClockOffsetMs = 0;
function movedShopClock(): { clockOffsetMs: number } {
  scheduledMidnight = DateTime.now().setZone(ZONE).plus({ days: 1 }).startOf('day');
  scheduledDueAtReal = Date.now() + SCHEDULED_DUE_IN_MS;
  shopClockOffsetMs = scheduledMidnight.toMillis() - scheduledDueAtReal;
  return { clockOffsetMs: shopClockOffsetMs };
}
const shopNow = () => Date.now() + shopClockOffsetMs;
const scheduleOf = (index: number): Schedule | undefined =>
  index % 10 === 0 ? { date: scheduledMidnight.toFormat('yyyy-MM-dd'), zone: ZONE } : undefined;

/**
 * A call as the page makes it through a failing proxy: again after a dropped answer, a 5xx, or "still being
 * processed" (a claim of the killed replica, free again after IDEMPOTENCY_STALE_CLAIM_MS), with the same key.
 */
let retriedCalls = 0;
async function untilAnswered<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const deadline = Date.now() + 120_000;
  const retryable = (answer: ApiResult<T>) =>
    !answer.ok &&
    (answer.status === null ||
      answer.status >= 500 ||
      answer.error.code === MONEY_API_ERRORS.IDEMPOTENCY_IN_PROGRESS.code);
  let answer = await call();
  while (retryable(answer) && Date.now() < deadline) {
    retriedCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await call();
  }
  return answer;
}

function ok<T>(answer: ApiResult<T>, what: string): T {
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

interface Checkout {
  orderNo?: string;
  /**
   * The buyer's tab (its initial token) and its confirmation's key, kept for a retry as the checkout keeps them
   * (libs/checkout use-place-order): a confirmation whose answer was lost is asked again under the same key and
   * answered as before; a confirmed order is not confirmed again (that answers ORDER_ALREADY_CONFIRMED).
   */
  guest?: ApiClient;
  confirmKey?: string;
  confirmed: boolean;
  /** Where the provider sent the browser back: the buyer has paid. */
  callBackUrl?: string;
  finalised: boolean;
}

/** One guest's checkout through the proxy, as far as it gets; what it reached is recorded on the way. */
async function checkOut(guest: ApiClient, index: number, checkout: Checkout): Promise<void> {
  checkout.guest = guest;
  const key = newIdempotencyKey();
  const created = await untilAnswered(() =>
    guest.call(
      createOrder,
      {
        orderLines: [guestLine('cluster-buyer@example.com', receiverOf(index), scheduleOf(index))],
      },
      { idempotencyKey: key },
    ),
  );
  checkout.orderNo = ok(created, 'createOrder').orderNo;
  await pay(guest, checkout);
}

async function pay(guest: ApiClient, checkout: Checkout): Promise<void> {
  const orderNo = checkout.orderNo as string;
  const confirmKey = (checkout.confirmKey ??= newIdempotencyKey());
  if (!checkout.confirmed) {
    ok(
      await untilAnswered(() =>
        guest.call(confirmOrder, { orderNo, paymentMean: 'C04' }, { idempotencyKey: confirmKey }),
      ),
      'confirmOrder',
    );
    checkout.confirmed = true;
  }
  const { csrfToken } = ok(await untilAnswered(() => guest.call(paymentInitToken, {})), 'paymentInitToken');
  const paymentKey = newIdempotencyKey();
  const payment = ok(
    await untilAnswered(() =>
      guest.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken }, { idempotencyKey: paymentKey }),
    ),
    'createPayment',
  );
  const paid = await submitForm(payment.redirectUrl, cardFields(TEST_CARD.success));
  if (paid.status !== 303 || !paid.location) throw new Error(`the sandbox answered ${paid.status}`);
  checkout.callBackUrl = paid.location;
  const callBackUrl = paid.location;
  ok(await untilAnswered(() => guest.call(paymentFinalisation, { callBackUrl, buId: '97' })), 'paymentFinalisation');
  checkout.finalised = true;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('two replicas behind the proxy', () => {
  onCluster();
  it('refuses a sealed request replayed through the proxy, whichever replica the copy reaches', async () => {
    const attacker = capturingClient(cluster.baseUrl, { now: Date.now });
    const buyer = 'cluster-replay@example.com';
    const captured = await attacker.seal(createOrder, {
      orderLines: [guestLine(buyer, 'cluster-replay-receiver@example.com')],
    });
    expect(await attacker.send(captured)).toMatchObject({ status: 200, body: { orderNo: expect.any(String) } });
    // The proxy takes turns: four copies reach both replicas; then one straight to each.
    const copies = [
      ...(await Promise.all([0, 1, 2, 3].map(() => attacker.send(captured)))),
      ...(await Promise.all(cluster.replicas.map((replica) => attacker.send(captured, { baseUrl: replica.baseUrl })))),
    ];
    const { code, status, message } = CORE_API_ERRORS.REQUEST_REPLAYED;
    const replayed = { status, body: { error: { code, message } } };
    expect(copies).toEqual(copies.map(() => replayed));
    const database = await openDatabase({ kind: 'postgres', url: cluster.postgres.url });
    try {
      const made = await database.db
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(eq(orders.buyerEmail, buyer));
      expect(made).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  /** Gift cards as earlier orders issued them, written straight into the cluster's database. */
  async function issuedCards(database: Database, amounts: number[]): Promise<IssuedCard[]> {
    // The replicas' keys: without SHOP_CARD_SECRET outside production, the database's server secrets.
    const services = {
      cardKeys: new CardKeyring(database.db, {}, () => undefined),
      giftCards: new GiftCardStore(database.db, Date.now),
    };
    await services.cardKeys.current();
    return database.db.transaction((tx) =>
      issueCards(tx, services as unknown as Services, {
        buId: '97',
        orderNo: `CLUSTER${Date.now()}`,
        ownerAccountId: null,
        currency: 'AED',
        lines: amounts.map((amount, index) => ({
          lineNo: index + 1,
          itemCode: 'MJ-GROCERY-D',
          amount,
          qty: 1,
          validMonths: 12,
        })),
      }),
    );
  }

  /** `work` over `items`, at most `limit` at a time. */
  async function inBatches<T, R>(
    items: T[],
    limit: number,
    work: (item: T, index: number) => Promise<R>,
  ): Promise<R[]> {
    const results: R[] = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: limit }, async () => {
        while (next < items.length) {
          const index = next++;
          results[index] = await work(items[index], index);
        }
      }),
    );
    return results;
  }

  const REDEMPTIONS = 1_000;
  const CARDS = 10;
  /** Each card's balance covers this many of the orders that try it. */
  const COVERED_PER_CARD = 40;

  it('pays with gift cards exactly the orders their balances cover when 1,000 pay at once on 2 replicas', async () => {
    const guest = createApiClient({ baseUrl: cluster.baseUrl, buId: () => '97', language: () => 'en' });
    const created = await inBatches(Array.from({ length: REDEMPTIONS }), 20, async (_, index) =>
      ok(
        await guest.call(createOrder, {
          orderLines: [guestLine('cluster-redeemer@example.com', `cluster-redemption-${index}@example.com`)],
        }),
        'createOrder',
      ),
    );
    const orderTotal = created[0].orderAmtTot;
    const database = await openDatabase({ kind: 'postgres', url: cluster.postgres.url });
    try {
      const cards = await issuedCards(
        database,
        Array.from({ length: CARDS }, () => orderTotal * COVERED_PER_CARD),
      );
      // Every order at once (as many as the proxy takes), each with the card of its tenth.
      const answers = await inBatches(created, 200, (order, index) => {
        const card = cards[index % CARDS];
        return guest.call(confirmOrder, {
          orderNo: order.orderNo,
          paymentMean: 'C04',
          couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
        });
      });
      const paid = answers.filter((answer) => answer.ok && answer.data.isPaid).length;
      const unexpected = answers.filter((answer) => !answer.ok && (answer.status === null || answer.status >= 500));
      const { db } = database;
      const balances = await db
        .select({
          balance: giftCards.balance,
          summed: sql<string>`coalesce(sum(${cardLedger.amount}), 0)::bigint`,
        })
        .from(giftCards)
        .leftJoin(cardLedger, eq(cardLedger.cardId, giftCards.id))
        .where(
          inArray(
            giftCards.id,
            cards.map((card) => card.cardId),
          ),
        )
        .groupBy(giftCards.id);
      const [{ taken }] = await db
        .select({ taken: sql<string>`coalesce(sum(${orderCoupons.amount}), 0)::bigint` })
        .from(orderCoupons)
        .where(
          inArray(
            orderCoupons.cardId,
            cards.map((card) => card.cardId),
          ),
        );
      console.log(
        `cluster redemptions: ${REDEMPTIONS} at once over 2 replicas on ${CARDS} cards covering ` +
          `${CARDS * COVERED_PER_CARD}: paid ${paid}, refused ${REDEMPTIONS - paid}, ` +
          `server errors ${unexpected.length}`,
      );
      expect(unexpected).toEqual([]);
      expect(paid).toBe(CARDS * COVERED_PER_CARD);
      expect(balances.map((card) => Number(card.balance))).toEqual(cards.map(() => 0));
      expect(balances.map((card) => Number(card.summed))).toEqual(cards.map(() => 0));
      expect(Number(taken)).toBe(orderTotal * CARDS * COVERED_PER_CARD);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe('a replica killed and PostgreSQL restarted', () => {
  onCluster(movedShopClock);
  it('loses no order, pays or issues none twice when a replica dies and PostgreSQL restarts mid-checkout', async () => {
    const checkouts: Checkout[] = Array.from({ length: CHECKOUTS }, () => ({ confirmed: false, finalised: false }));
    const failures: string[] = [];
    let done = 0;
    let next = 0;
    const faults: Promise<void>[] = [];
    const worker = async () => {
      const guest = createApiClient({
        baseUrl: cluster.baseUrl,
        buId: () => '97',
        language: () => 'en',
        now: shopNow,
      });
      while (next < CHECKOUTS) {
        const index = next++;
        await checkOut(guest, index, checkouts[index]).catch((error: Error) =>
          failures.push(`${index}: ${error.message}`),
        );
        done += 1;
        // The faults come while other checkouts are in flight.
        if (done === Math.round(CHECKOUTS / 3)) faults.push(cluster.replicas[0].kill());
        if (done === Math.round((2 * CHECKOUTS) / 3)) faults.push(cluster.postgres.restart());
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    await Promise.all(faults);
    // Said before they are finished, so that a retry that fails still shows what interrupted them.
    if (failures.length > 0) console.log(`checkouts the faults interrupted:\n${failures.join('\n')}`);

    // The buyers who paid come back to the return page (a reload); those who did not pay try again.
    const guest = createApiClient({ baseUrl: cluster.baseUrl, buId: () => '97', language: () => 'en', now: shopNow });
    for (const checkout of checkouts) {
      if (checkout.callBackUrl && !checkout.finalised) {
        const callBackUrl = checkout.callBackUrl;
        ok(await untilAnswered(() => guest.call(paymentFinalisation, { callBackUrl, buId: '97' })), 'the reload');
      } else if (checkout.orderNo && !checkout.callBackUrl) await pay(checkout.guest ?? guest, checkout);
    }

    const database: Database = await openDatabase({ kind: 'postgres', url: cluster.postgres.url });
    try {
      const { db } = database;
      const orderNos = checkouts.flatMap((checkout) => (checkout.orderNo ? [checkout.orderNo] : []));
      const paidAtProvider = checkouts.filter((checkout) => checkout.callBackUrl).length;
      const stored = await db
        .select({ orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(inArray(orders.orderNo, orderNos));
      const paidOrders = stored.filter((order) => order.status === '09').map((order) => order.orderNo);
      const cardsPerOrder = await db
        .select({ orderNo: giftCards.orderNo, count: sql<number>`count(*)::int` })
        .from(giftCards)
        .where(inArray(giftCards.orderNo, orderNos))
        .groupBy(giftCards.orderNo);
      const issuedOnce = cardsPerOrder.filter((row) => row.count === 1).length;
      const settled = await db
        .select({ reference: payments.reference, count: sql<number>`count(*)::int` })
        .from(payments)
        .where(sql`${payments.state} = 'succeeded' AND ${inArray(payments.reference, orderNos)}`)
        .groupBy(payments.reference);
      const lost = checkouts.filter(
        (checkout) => checkout.callBackUrl && !paidOrders.includes(checkout.orderNo as string),
      ).length;
      console.log(
        `cluster faults: checkouts attempted ${CHECKOUTS}, orders created ${orderNos.length}, paid at the provider ` +
          `${paidAtProvider}, paid ${paidOrders.length}, cards issued once ${issuedOnce}, lost ${lost}; ` +
          `calls retried after a fault ${retriedCalls}, checkouts the faults interrupted ${failures.length}`,
      );

      expect(lost).toBe(0);
      expect(orderNos).toHaveLength(CHECKOUTS);
      expect(paidOrders.sort()).toEqual([...orderNos].sort());
      expect(cardsPerOrder.map((row) => row.count)).toEqual(orderNos.map(() => 1));
      expect(settled.map((row) => row.count)).toEqual(orderNos.map(() => 1));

      // Every card's ledger sums to its balance, with one opening row (its issue).
      const ledgers = await db
        .select({
          balance: giftCards.balance,
          summed: sql<string>`coalesce(sum(${cardLedger.amount}), 0)::bigint`,
          openings: sql<number>`(count(*) FILTER (WHERE ${cardLedger.type} = 'I'))::int`,
        })
        .from(giftCards)
        .leftJoin(cardLedger, eq(cardLedger.cardId, giftCards.id))
        .where(inArray(giftCards.orderNo, orderNos))
        .groupBy(giftCards.id);
      expect(ledgers.filter((card) => Number(card.summed) !== Number(card.balance))).toEqual([]);
      expect(ledgers.map((card) => card.openings)).toEqual(orderNos.map(() => 1));

      // Each card goes out to its receiver once, by whichever replica's worker took the job; the scheduled ones
      // at their time, after the faults.
      const receivers = checkouts.map((_, index) => receiverOf(index));
      const emailed = async () =>
        db
          .select({ recipient: outbox.recipient, count: sql<number>`count(*)::int` })
          .from(outbox)
          .where(inArray(outbox.recipient, receivers))
          .groupBy(outbox.recipient);
      const dueIn = Math.max(0, scheduledDueAtReal - Date.now());
      await waitFor(async () => (await emailed()).length === receivers.length, dueIn + 60_000);
      expect((await emailed()).map((row) => row.count)).toEqual(receivers.map(() => 1));
      const scheduledReceivers = receivers.filter((_, index) => scheduleOf(index));
      const scheduled = await db
        .select({ status: cardDeliveries.status, sentCount: cardDeliveries.sentCount, sentAt: cardDeliveries.sentAt })
        .from(cardDeliveries)
        .where(inArray(cardDeliveries.recipient, scheduledReceivers));
      const onTime = scheduled.filter((row) => (row.sentAt?.getTime() ?? 0) >= scheduledMidnight.toMillis());
      console.log(
        `cluster faults: cards scheduled for midnight in ${ZONE} ${scheduledReceivers.length}, ` +
          `sent once at their time ${onTime.filter((row) => row.sentCount === 1).length}` +
          `${dueIn > 0 ? `, ${Math.round(dueIn / 1000)} s after the faults` : ''}`,
      );
      expect(scheduled.map((row) => [row.status, row.sentCount])).toEqual(scheduledReceivers.map(() => ['sent', 1]));
      expect(onTime).toHaveLength(scheduledReceivers.length);
    } finally {
      await database.close();
    }
  }, 600_000);
});
