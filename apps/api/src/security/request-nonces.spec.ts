import { REQUEST_FRESHNESS_MS } from '@shop/contracts';
import { createRequestNonce } from '@shop/envelope';
import type { Database } from '../db/database';
import { requestNonces } from '../db/schema';
import { openRepositoryTestDatabase } from '../testing/test-database';
import { NONCE_CLOCK_MARGIN_MS, RequestNonces } from './request-nonces';
import { digestToken } from './tokens';

describe('the nonces of sealed requests', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 0, 1);
  const now = () => clock;

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase());
  });
  afterAll(async () => {
    await close();
  });

  const stored = async () => {
    const rows = await database.db.select({ nonce: requestNonces.nonce }).from(requestNonces);
    return rows.map((row) => row.nonce).sort();
  };

  it('accept a nonce once per initial token', async () => {
    const nonces = new RequestNonces(database.db, now);
    const nonce = createRequestNonce();
    expect(await nonces.claim('init-a', nonce, clock)).toBe(true);
    expect(await nonces.claim('init-a', nonce, clock)).toBe(false);
    // Sent again with another date it is the same request: still refused.
    expect(await nonces.claim('init-a', nonce, clock + 1000)).toBe(false);
    expect(await nonces.claim('init-b', nonce, clock)).toBe(true);
    expect(await nonces.claim('init-a', createRequestNonce(), clock)).toBe(true);
  });

  it('take the digest a caller worked out as the one it would work out itself', async () => {
    const nonces = new RequestNonces(database.db, now);
    const nonce = createRequestNonce();
    expect(await nonces.claim('init-e', nonce, clock, digestToken('init-e'))).toBe(true);
    expect(await nonces.claim('init-e', nonce, clock)).toBe(false);
  });

  it("skip the WAL flush wait for the claim's own transaction only, never for the statements after it", async () => {
    const nonces = new RequestNonces(database.db, now);
    const setting = () =>
      database.withConnection((connection) =>
        connection.rows<{ value: string }>("select current_setting('synchronous_commit') as value"),
      );
    // The server's own setting: on by default; CI's throwaway PostgreSQL runs with it off for every statement.
    const own = await setting();
    for (let round = 0; round < 5; round += 1) {
      expect(await nonces.claim('init-f', createRequestNonce(), clock)).toBe(true);
      expect(await setting()).toEqual(own);
    }
  });

  it('let one of 20 uses at once through, on two replicas', async () => {
    const replicas = [new RequestNonces(database.db, now), new RequestNonces(database.db, now)];
    const nonce = createRequestNonce();
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) => replicas[index % 2].claim('init-c', nonce, clock)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('prune a nonce once its request can no longer be fresh, with the margin for clocks', async () => {
    await database.db.delete(requestNonces);
    const nonces = new RequestNonces(database.db, now);
    const sentNow = createRequestNonce();
    // Dated ahead of the server clock, as the freshness window allows: it stays fresh longer.
    const sentAhead = createRequestNonce();
    await nonces.claim('init-d', sentNow, clock);
    await nonces.claim('init-d', sentAhead, clock + REQUEST_FRESHNESS_MS);
    expect(await nonces.prune()).toBe(0);

    clock += REQUEST_FRESHNESS_MS + NONCE_CLOCK_MARGIN_MS;
    expect(await nonces.prune()).toBe(0);
    clock += 1;
    expect(await nonces.prune()).toBe(1);
    expect(await stored()).toEqual([sentAhead]);

    clock += REQUEST_FRESHNESS_MS;
    expect(await nonces.prune()).toBe(1);
    expect(await stored()).toEqual([]);
  });

  it('prune from claim, at most once a minute per replica', async () => {
    await database.db.delete(requestNonces);
    const nonces = new RequestNonces(database.db, now);
    const first = createRequestNonce();
    await nonces.claim('init-e', first, clock);
    // A row already past its freshness (claim takes the date it is given; the route checks it first).
    const stale = createRequestNonce();
    await nonces.claim('init-e', stale, clock - REQUEST_FRESHNESS_MS - NONCE_CLOCK_MARGIN_MS - 1);
    clock += 60 * 1000 - 1;
    const second = createRequestNonce();
    await nonces.claim('init-e', second, clock);
    expect(await stored()).toEqual([first, stale, second].sort());
    clock += 1;
    const third = createRequestNonce();
    await nonces.claim('init-e', third, clock);
    expect(await stored()).toEqual([first, second, third].sort());
  });
});
