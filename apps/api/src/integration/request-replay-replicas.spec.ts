import { createOrder, type RequestOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { capturingClient } from '../testing/captured-requests';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';

/**
 * One captured sealed createOrder sent to two API processes sharing one PostgreSQL database
 * (TEST_DATABASE_URL), as two replicas behind a load balancer would get it; PGlite has one process per
 * database, so there every copy goes to one API. Whichever replica a copy reaches, one order is made.
 */
describe('one sealed request sent again to another API process', () => {
  let baseUrls: string[] = [];
  let now: () => number = () => Date.now();
  let database: Database;
  let replicas: ReplicaApis;

  beforeAll(async () => {
    replicas = await startReplicaApis();
    ({ baseUrls, database } = replicas);
    now = () => replicas.now();
  }, 120_000);
  afterAll(async () => {
    await replicas?.close();
  });

  const REPLAYED = { status: 409, body: { error: { code: 40003, message: 'This request was already received.' } } };

  let buyers = 0;
  function orderOf(): { buyer: string; input: RequestOf<typeof createOrder> } {
    const buyer = `replicas-replay-${(buyers += 1)}@example.com`;
    const line = {
      itemCode: 'MJ-GROCERY-D',
      amount: 10_000,
      qty: 1,
      deliverType: 'Email' as const,
      senderName: 'Guest Buyer',
      senderEmail: buyer,
      receiverName: 'Receiver Person',
      receiverEmail: 'replicas-replay-receiver@example.com',
    };
    return { buyer, input: { orderLines: [line] } };
  }

  async function ordersOf(buyer: string): Promise<number> {
    const [row] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.buyerEmail, buyer));
    return row.count;
  }

  it('refuses the copy the other process gets, under the same or a new key header', async () => {
    const attacker = capturingClient(baseUrls[0], { now });
    const { buyer, input } = orderOf();
    const captured = await attacker.seal(createOrder, input);
    expect(await attacker.send(captured)).toMatchObject({ status: 200, body: { orderNo: expect.any(String) } });
    expect(await attacker.send(captured, { baseUrl: baseUrls[1] })).toEqual(REPLAYED);
    expect(
      await attacker.send(captured, { baseUrl: baseUrls[1], headers: { 'Idempotency-Key': 'replicas-new-key-1' } }),
    ).toEqual(REPLAYED);
    expect(await ordersOf(buyer)).toBe(1);
  }, 60_000);

  it('makes one order of 8 copies sent at once to both processes', async () => {
    const attacker = capturingClient(baseUrls[0], { now });
    const { buyer, input } = orderOf();
    const captured = await attacker.seal(createOrder, input);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => attacker.send(captured, { baseUrl: baseUrls[index % 2] })),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toEqual([{ status: 200, body: expect.objectContaining({ orderNo: expect.any(String) }) }]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(Array(7).fill(REPLAYED));
    expect(await ordersOf(buyer)).toBe(1);
  }, 60_000);
});
