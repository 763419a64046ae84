import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateCounters } from './security-tables';
import { digestToken } from './tokens';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (milliseconds since the epoch). */
  resetsAt: number;
}

/** Expired counters are deleted at most this often per replica. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The counting upsert, prepared once (it runs on most calls: built and planned once, not per request).
 * Times are ISO texts cast in SQL, which both drivers read alike.
 */
function prepareHit(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const ended = sql`${rateCounters.windowEndsAt} <= ${now}`;
  return db
    .insert(rateCounters)
    .values({
      bucket: sql.placeholder('bucket'),
      keyHash: sql.placeholder('keyHash'),
      hits: 1,
      windowEndsAt: sql`${sql.placeholder('windowEndsAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.keyHash],
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateCounters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateCounters.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateCounters.hits, windowEndsAt: rateCounters.windowEndsAt })
    .prepare('rate_counter_hit');
}

/**
 * Fixed-window counters in the database, so every replica counts the same hits: one row per bucket
 * (a rate-limit group, a per-target limit) and key (a client address, account, phone number or
 * email, stored as its digest), counted with one atomic upsert.
 */
export class RateCounters {
  private lastSweep = 0;
  private hitStatement: ReturnType<typeof prepareHit> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Counts one hit for a key; a window that has ended starts again at this hit. */
  async hit(bucket: string, key: string, windowMs: number): Promise<CounterHit> {
    const now = this.now();
    await this.sweep(now);
    this.hitStatement ??= prepareHit(this.db);
    const [row] = await this.hitStatement.execute({
      bucket,
      keyHash: digestToken(key),
      now: new Date(now).toISOString(),
      windowEndsAt: new Date(now + windowMs).toISOString(),
    });
    return { count: row.hits, resetsAt: row.windowEndsAt.getTime() };
  }

  /** Hits of a key in its current window (0 once the window has ended). */
  async count(bucket: string, key: string): Promise<number> {
    return (await this.current(bucket, key))?.count ?? 0;
  }

  /** A key's current window, without counting a hit; null when it has none (or it has ended). */
  async current(bucket: string, key: string): Promise<CounterHit | null> {
    const [row] = await this.db
      .select({ hits: rateCounters.hits, windowEndsAt: rateCounters.windowEndsAt })
      .from(rateCounters)
      .where(
        and(
          eq(rateCounters.bucket, bucket),
          eq(rateCounters.keyHash, digestToken(key)),
          gt(rateCounters.windowEndsAt, new Date(this.now())),
        ),
      );
    return row ? { count: row.hits, resetsAt: row.windowEndsAt.getTime() } : null;
  }

  /** Starts a key's window again at one hit, ending `windowMs` from now (a mark renewed at each use). */
  async renew(bucket: string, key: string, windowMs: number): Promise<void> {
    const now = this.now();
    await this.sweep(now);
    await this.db
      .insert(rateCounters)
      .values({ bucket, keyHash: digestToken(key), hits: 1, windowEndsAt: new Date(now + windowMs) })
      .onConflictDoUpdate({
        target: [rateCounters.bucket, rateCounters.keyHash],
        set: { hits: 1, windowEndsAt: sql`excluded.window_ends_at` },
      });
  }

  /** Takes back one hit of a key's current window (a use counted ahead that turned out not to count). */
  async release(bucket: string, key: string): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ hits: sql`${rateCounters.hits} - 1` })
      .where(
        and(
          eq(rateCounters.bucket, bucket),
          eq(rateCounters.keyHash, digestToken(key)),
          gt(rateCounters.windowEndsAt, new Date(this.now())),
          gt(rateCounters.hits, 0),
        ),
      );
  }

  /** Forgets a key's counter (e.g. once the guarded action succeeded). */
  async reset(bucket: string, key: string): Promise<void> {
    await this.db
      .delete(rateCounters)
      .where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.keyHash, digestToken(key))));
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    await this.db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, new Date(now)));
  }
}
