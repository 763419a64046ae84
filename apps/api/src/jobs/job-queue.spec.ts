import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { openRepositoryTestDatabase } from '../testing/test-database';
import { JobQueue, type Job } from './job-queue';
import { QUEUES } from './queues';
import { drizzleQuery } from './transaction-executor';

async function eventually<T>(read: () => Promise<T> | T, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('JobQueue (pg-boss in the API database)', () => {
  let database: Database;
  let close: () => Promise<void>;
  let jobs: JobQueue;
  const seen: Job<{ n: number }>[] = [];
  const failFirstTry = new Set<number>();

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase());
    jobs = await JobQueue.start(database, { pollingIntervalSeconds: 0.5 }, () => undefined);
    await jobs.work<{ n: number }>(QUEUES.delivery, async (job) => {
      seen.push(job);
      if (failFirstTry.has(job.data.n) && job.retryCount === 0) throw new Error('first try fails');
    });
  });

  afterAll(async () => {
    await jobs.stop();
    await close();
  });

  const runs = (n: number) => seen.filter((job) => job.data.n === n).map((job) => job.retryCount);

  it('runs a job sent in a transaction once the transaction commits, and never one rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(QUEUES.delivery, { n: 1 }, { db: tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(QUEUES.delivery, { n: 2 }, { db: tx });
        throw new Error('the business transaction fails');
      }),
    ).rejects.toThrow('the business transaction fails');
    await eventually(() => runs(1), [0]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs(2)).toEqual([]);
  });

  it('retries a job whose handler throws', async () => {
    failFirstTry.add(3);
    const id = (await jobs.send(QUEUES.delivery, { n: 3 }, { retryLimit: 2 })) ?? '';
    // The first retry waits retryDelay (with backoff); make it due now instead of waiting 30 s.
    await eventually(async () => jobs.stateOf(QUEUES.delivery, id), 'retry');
    await database.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}`);
    await eventually(() => runs(3), [0, 1]);
    await eventually(async () => jobs.stateOf(QUEUES.delivery, id), 'completed');
  });

  it('starts a job no sooner than asked', async () => {
    await jobs.send(QUEUES.delivery, { n: 4 }, { startAfterSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs(4)).toEqual([]);
    await eventually(() => runs(4), [0]);
  });

  it('turns each $n of a statement into a parameter', () => {
    const query = drizzleQuery('SELECT $1::int + $2::int AS sum, $1::int AS again', [2, 3]);
    return expect(
      database.db.execute(query).then((result) => (result as unknown as { rows: unknown[] }).rows),
    ).resolves.toEqual([{ sum: 5, again: 2 }]);
  });
});
