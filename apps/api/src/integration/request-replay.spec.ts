import { REQUEST_FRESHNESS_MS, createOrder, getCategories, type RequestOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { orders, requestNonces } from '../db/schema';
import { NONCE_CLOCK_MARGIN_MS } from '../security/request-nonces';
import { capturingClient, type CapturingClient } from '../testing/captured-requests';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * A captured sealed request sent again (issue 27): within its freshness window it is refused, as it
 * is, under another Idempotency-Key header or none, one after another or at once; its one effect is
 * the first's. The client key of a call that moves money is the sealed one. Two API processes on one
 * database: request-replay-replicas.spec.ts.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const REPLAYED = { error: { code: 40003, message: 'This request was already received.' } };
const MISMATCH = {
  error: { code: 40011, message: 'The Idempotency-Key header does not match the key in the sealed request.' },
};
const CLOCK_ERROR = { error: { code: 10070, message: 'Transaction Information Lost' } };

const guest = (): CapturingClient => capturingClient(api.baseUrl, { now: () => api.app.shopApi.services.now() });

let buyers = 0;
/** A guest's order of one email card, from a buyer of its own (orders are counted by buyer). */
function orderOf(): { buyer: string; input: RequestOf<typeof createOrder> } {
  const buyer = `replay-buyer-${(buyers += 1)}@example.com`;
  const line = {
    itemCode: 'MJ-GROCERY-D',
    amount: 10_000,
    qty: 1,
    deliverType: 'Email' as const,
    senderName: 'Guest Buyer',
    senderEmail: buyer,
    receiverName: 'Receiver Person',
    receiverEmail: 'replay-receiver@example.com',
  };
  return { buyer, input: { orderLines: [line] } };
}

async function ordersOf(buyer: string): Promise<number> {
  const [row] = await api.app.shopApi.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.buyerEmail, buyer));
  return row.count;
}

describe('a sealed request sent again', () => {
  it('makes one order: the copies are refused, as they are, under another key header or none', async () => {
    const attacker = guest();
    const { buyer, input } = orderOf();
    const captured = await attacker.seal(createOrder, input, { idempotencyKey: 'replay-first-key-1' });
    const first = await attacker.send(captured);
    expect(first).toMatchObject({ status: 200, body: { orderNo: expect.any(String) } });

    expect(await attacker.send(captured)).toEqual({ status: 409, body: REPLAYED });
    for (const key of ['replay-new-key-2', 'replay-new-key-3']) {
      expect(await attacker.send(captured, { headers: { 'Idempotency-Key': key } })).toEqual({
        status: 409,
        body: REPLAYED,
      });
    }
    expect(await attacker.send(captured, { headers: { 'Idempotency-Key': undefined } })).toEqual({
      status: 409,
      body: REPLAYED,
    });
    expect(await ordersOf(buyer)).toBe(1);
  });

  it('makes one order of 8 copies sent at once', async () => {
    const attacker = guest();
    const { buyer, input } = orderOf();
    const captured = await attacker.seal(createOrder, input);
    const answers = await Promise.all(Array.from({ length: 8 }, () => attacker.send(captured)));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toEqual([{ status: 200, body: expect.objectContaining({ orderNo: expect.any(String) }) }]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(Array(7).fill({ status: 409, body: REPLAYED }));
    expect(await ordersOf(buyer)).toBe(1);
  });

  it('is refused as stale once its window has passed, after its nonce was pruned', async () => {
    const attacker = guest();
    const captured = await attacker.seal(getCategories, {});
    expect((await attacker.send(captured)).status).toBe(200);
    const nonces = async () => (await api.app.shopApi.database.db.select().from(requestNonces)).length;
    const before = await nonces();
    expect(before).toBeGreaterThan(0);

    api.advance(REQUEST_FRESHNESS_MS + NONCE_CLOCK_MARGIN_MS + 1);
    // Any request prunes, at most once a minute per process: this one finds every earlier nonce stale.
    expect((await attacker.client.call(getCategories, {})).ok).toBe(true);
    expect(await nonces()).toBe(1);
    expect(await attacker.send(captured)).toEqual({ status: 400, body: CLOCK_ERROR });
  });
});

describe('the client key of a call that moves money', () => {
  it('is the sealed one: a header that differs is refused before any effect', async () => {
    const attacker = guest();
    const { buyer, input } = orderOf();
    const captured = await attacker.seal(createOrder, input, { idempotencyKey: 'sealed-key-0001' });
    expect(await attacker.send(captured, { headers: { 'Idempotency-Key': 'other-key-0002' } })).toEqual({
      status: 400,
      body: MISMATCH,
    });
    expect(await ordersOf(buyer)).toBe(0);
    // The sealed key was not taken: the client's call with it makes the order, once.
    const made = await attacker.client.call(createOrder, input, { idempotencyKey: 'sealed-key-0001' });
    const again = await attacker.client.call(createOrder, input, { idempotencyKey: 'sealed-key-0001' });
    expect(made.ok && again.ok && again.data.orderNo === made.data.orderNo).toBe(true);
    expect(await ordersOf(buyer)).toBe(1);
  });

  it('is needed inside the seal: a key in the header alone is refused', async () => {
    const caller = guest();
    const { buyer, input } = orderOf();
    const headerOnly = await caller.sealByHand(createOrder, (webInfo) => ({ webInfo, payload: input }));
    expect(await caller.send(headerOnly, { headers: { 'Idempotency-Key': 'header-only-key-1' } })).toEqual({
      status: 400,
      body: {
        error: {
          code: 40010,
          message: 'This call needs an Idempotency-Key of 8 to 100 letters, digits, "-" or "_" in its sealed request.',
        },
      },
    });
    const sealedOnly = await caller.sealByHand(createOrder, (webInfo) => ({
      webInfo,
      payload: input,
      idempotencyKey: 'sealed-only-key-1',
    }));
    expect(await caller.send(sealedOnly)).toMatchObject({ status: 200, body: { orderNo: expect.any(String) } });
    expect(await ordersOf(buyer)).toBe(1);
  });
});
