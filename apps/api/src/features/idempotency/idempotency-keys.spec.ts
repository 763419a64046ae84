import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys, serverSecrets } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { IDEMPOTENCY_KEY_RETENTION_MS, IDEMPOTENCY_STALE_CLAIM_MS, IdempotencyKeys } from './idempotency-keys';
import { requestBodyHash } from './request-body-hash';

const HOUR = 60 * 60 * 1000;
const ENDPOINT = 'order/creation';

describe('idempotency keys in the database', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 10, 22, 12);
  const now = () => clock;
  let keys: IdempotencyKeys;
  let counter = 0;
  /** A client key no other test uses. */
  const newKey = () => `key-${++counter}-${Math.random().toString(36).slice(2)}`;
  const order = requestBodyHash({ itemCode: 'GC-97', amount: 5000, qty: 2 });
  const otherOrder = requestBodyHash({ itemCode: 'GC-97', amount: 5000, qty: 3 });
  const created = { status: 200, body: { code: '00000', data: { orderNo: 'O-1001', orderAmtTot: 10000 } } };

  const stored = async (scope: string, key: string) =>
    database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.clientKey, key)));

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase());
    keys = new IdempotencyKeys(database.db, now);
  });

  afterAll(async () => {
    await close();
  });

  it('let the first call go on, replay its answer to a repeat, refuse another body', async () => {
    const key = newKey();
    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    expect(await keys.finish('100001', ENDPOINT, key, created)).toBe(true);

    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'replay', answer: created });
    expect(await keys.begin('100001', ENDPOINT, key, otherOrder)).toEqual({ outcome: 'conflict' });
    // The first answer stays: a second finish changes nothing.
    expect(await keys.finish('100001', ENDPOINT, key, { status: 500, body: {} })).toBe(false);
    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'replay', answer: created });
  });

  it('answer in-progress to a repeat while the first call runs, and conflict to another body', async () => {
    const key = newKey();
    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'in-progress' });
    expect(await keys.begin('100001', ENDPOINT, key, otherOrder)).toEqual({ outcome: 'conflict' });
  });

  it('let one repeat take over a claim its dead first call left in progress, once it is stale', async () => {
    const key = newKey();
    expect(await keys.begin('100009', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    clock += IDEMPOTENCY_STALE_CLAIM_MS - 1;
    expect(await keys.begin('100009', ENDPOINT, key, order)).toEqual({ outcome: 'in-progress' });
    clock += 2;
    const repeats = await Promise.all(Array.from({ length: 5 }, () => keys.begin('100009', ENDPOINT, key, order)));
    expect(repeats.filter((claim) => claim.outcome === 'fresh')).toHaveLength(1);
    expect(await keys.finish('100009', ENDPOINT, key, created)).toBe(true);
    expect(await keys.begin('100009', ENDPOINT, key, order)).toEqual({ outcome: 'replay', answer: created });
  });

  it('keep the keys of each caller and each endpoint apart', async () => {
    const key = newKey();
    expect(await keys.begin('100001', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    expect(await keys.begin('100002', ENDPOINT, key, otherOrder)).toEqual({ outcome: 'fresh' });
    expect(await keys.begin('guest:init-7', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    expect(await keys.begin('100001', 'wallet/topup', key, order)).toEqual({ outcome: 'fresh' });
  });

  it('give one of 20 concurrent calls with one key the go, the others in-progress', async () => {
    const key = newKey();
    const claims = await Promise.all(Array.from({ length: 20 }, () => keys.begin('100003', ENDPOINT, key, order)));
    expect(claims.filter((claim) => claim.outcome === 'fresh')).toHaveLength(1);
    expect(claims.filter((claim) => claim.outcome === 'in-progress')).toHaveLength(19);
    expect(await stored('100003', key)).toHaveLength(1);
  });

  it('give one of 20 concurrent calls with one key and different bodies the go, refuse the other bodies', async () => {
    const key = newKey();
    const bodies = Array.from({ length: 20 }, (_, index) => requestBodyHash({ amount: 1000 + index }));
    const claims = await Promise.all(bodies.map((bodyHash) => keys.begin('100004', ENDPOINT, key, bodyHash)));
    const winner = claims.findIndex((claim) => claim.outcome === 'fresh');
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(claims.filter((claim) => claim.outcome === 'conflict')).toHaveLength(19);
    expect((await stored('100004', key))[0].bodyHash).toBe(bodies[winner]);
  });

  it('let a retry run once an abandoned call released its key, and only an unfinished one', async () => {
    const key = newKey();
    expect(await keys.begin('100005', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    await keys.abandon('100005', ENDPOINT, key);
    expect(await stored('100005', key)).toEqual([]);

    // The retry may even carry a corrected body: nothing was done under the key.
    expect(await keys.begin('100005', ENDPOINT, key, otherOrder)).toEqual({ outcome: 'fresh' });
    expect(await keys.finish('100005', ENDPOINT, key, created)).toBe(true);
    // A finished call's answer is never released.
    await keys.abandon('100005', ENDPOINT, key);
    expect(await keys.begin('100005', ENDPOINT, key, otherOrder)).toEqual({ outcome: 'replay', answer: created });
  });

  it('store the answer in the transaction of the effect: a rolled-back call leaves no answer', async () => {
    const key = newKey();
    expect(await keys.begin('100006', ENDPOINT, key, order)).toEqual({ outcome: 'fresh' });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(serverSecrets).values({ name: `effect-${key}`, secret: new Uint8Array([1]) });
        expect(await keys.finish('100006', ENDPOINT, key, created, tx)).toBe(true);
        throw new Error('the payment provider failed');
      }),
    ).rejects.toThrow('the payment provider failed');
    expect(
      await database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, `effect-${key}`)),
    ).toEqual([]);
    expect(await keys.begin('100006', ENDPOINT, key, order)).toEqual({ outcome: 'in-progress' });

    await database.db.transaction(async (tx) => {
      await tx.insert(serverSecrets).values({ name: `effect-${key}`, secret: new Uint8Array([1]) });
      expect(await keys.finish('100006', ENDPOINT, key, created, tx)).toBe(true);
    });
    expect(await keys.begin('100006', ENDPOINT, key, order)).toEqual({ outcome: 'replay', answer: created });
  });

  it('refuse an empty key or one over 255 characters (database check)', async () => {
    await expect(keys.begin('100007', ENDPOINT, '', order)).rejects.toThrow();
    await expect(keys.begin('100007', ENDPOINT, 'k'.repeat(256), order)).rejects.toThrow();
    expect(await keys.begin('100007', ENDPOINT, 'k'.repeat(255), order)).toEqual({ outcome: 'fresh' });
  });

  it('purge the keys older than 24 hours and keep the younger ones, answered as before', async () => {
    await database.db.delete(idempotencyKeys);
    const old = newKey();
    const young = newKey();
    const edge = newKey();
    await keys.begin('100008', ENDPOINT, old, order);
    await keys.finish('100008', ENDPOINT, old, created);
    clock += HOUR;
    await keys.begin('100008', ENDPOINT, edge, order);
    await keys.finish('100008', ENDPOINT, edge, created);
    clock += 22 * HOUR;
    await keys.begin('100008', ENDPOINT, young, order);
    await keys.finish('100008', ENDPOINT, young, created);
    clock += 2 * HOUR; // old: 25 h, edge: 24 h exactly, young: 2 h

    expect(await keys.purgeOlderThan(IDEMPOTENCY_KEY_RETENTION_MS)).toBe(1);
    expect(await stored('100008', old)).toEqual([]);
    expect(await keys.begin('100008', ENDPOINT, edge, order)).toEqual({ outcome: 'replay', answer: created });
    expect(await keys.begin('100008', ENDPOINT, young, order)).toEqual({ outcome: 'replay', answer: created });
    // A purged key is a new key.
    expect(await keys.begin('100008', ENDPOINT, old, otherOrder)).toEqual({ outcome: 'fresh' });

    await expect(keys.purgeOlderThan(IDEMPOTENCY_KEY_RETENTION_MS - 1)).rejects.toThrow(RangeError);
    expect(await keys.purgeOlderThan(2 * IDEMPOTENCY_KEY_RETENTION_MS)).toBe(0);
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(idempotencyKeys);
    expect(count).toBe(3);
  });

  it('purge the old keys by themselves from time to time as calls begin', async () => {
    await database.db.delete(idempotencyKeys);
    const fresh = new IdempotencyKeys(database.db, now);
    const old = newKey();
    await fresh.begin('100009', ENDPOINT, old, order);
    clock += IDEMPOTENCY_KEY_RETENTION_MS + HOUR;
    await fresh.begin('100009', ENDPOINT, newKey(), order);
    expect(await stored('100009', old)).toEqual([]);
  });
});
