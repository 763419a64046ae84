import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createTestDatabase } from '../testing/test-database';
import { RateCounters } from './rate-counters';

describe('rate counters in the database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let clock = Date.UTC(2025, 0, 1);
  const now = () => clock;

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    database = await openDatabase(test.location);
    await migrate(database);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('count concurrent hits exactly, as two replicas see them', async () => {
    const replicas = [new RateCounters(database.db, now), new RateCounters(database.db, now)];
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, index) => replicas[index % 2].hit('login', '198.51.100.1', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(new Set(hits.map((hit) => hit.resetsAt))).toEqual(new Set([clock + 60_000]));
  });

  it('keep buckets and keys apart, and start a new window once one has ended', async () => {
    const counters = new RateCounters(database.db, now);
    expect((await counters.hit('otp', '198.51.100.1', 60_000)).count).toBe(1);
    expect((await counters.hit('login', '198.51.100.2', 60_000)).count).toBe(1);
    clock += 60_000;
    expect(await counters.hit('login', '198.51.100.1', 60_000)).toEqual({ count: 1, resetsAt: clock + 60_000 });
    expect((await counters.hit('login', '198.51.100.1', 60_000)).count).toBe(2);
  });

  it("tell a key's current window without counting, renew it, take hits back and forget it", async () => {
    const counters = new RateCounters(database.db, now);
    expect(await counters.current('mark', 'k1')).toBeNull();
    await counters.hit('mark', 'k1', 60_000);
    await counters.hit('mark', 'k1', 60_000);
    expect(await counters.current('mark', 'k1')).toEqual({ count: 2, resetsAt: clock + 60_000 });
    clock += 30_000;
    await counters.renew('mark', 'k1', 60_000);
    expect(await counters.current('mark', 'k1')).toEqual({ count: 1, resetsAt: clock + 60_000 });
    await counters.renew('mark', 'k2', 60_000);
    expect(await counters.count('mark', 'k2')).toBe(1);
    await counters.hit('mark', 'k1', 60_000);
    await counters.release('mark', 'k1');
    await counters.release('mark', 'k1');
    await counters.release('mark', 'k1'); // never below zero
    expect(await counters.current('mark', 'k1')).toEqual({ count: 0, resetsAt: clock + 60_000 });
    await counters.reset('mark', 'k1');
    expect(await counters.current('mark', 'k1')).toBeNull();
    clock += 60_000;
    expect(await counters.current('mark', 'k2')).toBeNull();
  });
});
