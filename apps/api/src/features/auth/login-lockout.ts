import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS } from '@shop/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { RateCounters } from '../../security/rate-counters';
import { loginFailures } from './auth-tables';

/** A timestamp parameter both drivers (pg and PGlite) read the same way. */
const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Counter buckets of sign-in names: failures in the window, and locks. */
const NAME_FAILURES = 'loginFailures';
const NAME_LOCKS = 'loginLocks';

/**
 * Failed sign-ins, in the database (every replica, every client address counts), per account and
 * per sign-in name (an email or mobile number of a unit, whether an account has it or not, so a
 * lock-out does not tell who has an account): LOGIN_FAILURES_BEFORE_LOCK failures within
 * LOGIN_FAILURE_WINDOW_MS lock it for LOGIN_LOCK_MS. A successful sign-in clears the count.
 */
export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly counters: RateCounters,
  ) {}

  async lockedAccountIds(accountIds: number[]): Promise<Set<number>> {
    if (accountIds.length === 0) return new Set();
    const rows = await this.db
      .select({ accountId: loginFailures.accountId })
      .from(loginFailures)
      .where(and(inArray(loginFailures.accountId, accountIds), gt(loginFailures.lockedUntil, new Date(this.now()))));
    return new Set(rows.map((row) => row.accountId));
  }

  /** Counts one failure of an account atomically; answers whether the account is now locked. */
  async recordAccountFailure(accountId: number): Promise<boolean> {
    const now = this.now();
    const ended = sql`${loginFailures.windowEndsAt} <= ${timestamp(now)}`;
    const failures = sql`CASE WHEN ${ended} THEN 1 ELSE ${loginFailures.failures} + 1 END`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({
        accountId,
        failures: 1,
        windowEndsAt: new Date(now + LOGIN_FAILURE_WINDOW_MS),
        lockedUntil: LOGIN_FAILURES_BEFORE_LOCK <= 1 ? new Date(now + LOGIN_LOCK_MS) : null,
      })
      .onConflictDoUpdate({
        target: loginFailures.accountId,
        set: {
          failures,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${loginFailures.windowEndsAt} END`,
          lockedUntil: sql`CASE WHEN ${failures} >= ${LOGIN_FAILURES_BEFORE_LOCK}
            THEN ${timestamp(now + LOGIN_LOCK_MS)} ELSE ${loginFailures.lockedUntil} END`,
        },
      })
      .returning({ lockedUntil: loginFailures.lockedUntil });
    return (row.lockedUntil?.getTime() ?? 0) > now;
  }

  async clearAccountFailures(accountId: number): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.accountId, accountId));
  }

  async nameLocked(name: string): Promise<boolean> {
    return (await this.counters.count(NAME_LOCKS, name)) > 0;
  }

  /** Counts one failure of a sign-in name; answers whether the name is now locked. */
  async recordNameFailure(name: string): Promise<boolean> {
    const { count } = await this.counters.hit(NAME_FAILURES, name, LOGIN_FAILURE_WINDOW_MS);
    if (count < LOGIN_FAILURES_BEFORE_LOCK) return false;
    await this.counters.hit(NAME_LOCKS, name, LOGIN_LOCK_MS);
    // Counting starts again once the lock is over.
    await this.counters.reset(NAME_FAILURES, name);
    return true;
  }

  async clearNameFailures(name: string): Promise<void> {
    await this.counters.reset(NAME_FAILURES, name);
  }
}
