import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS } from '@shop/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** A timestamp parameter both drivers (pg and PGlite) read the same way. */
const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Failed sign-ins per account, in the database (every replica, every client address counts):
 * LOGIN_FAILURES_BEFORE_LOCK failures within LOGIN_FAILURE_WINDOW_MS lock the account for
 * LOGIN_LOCK_MS. A successful sign-in clears the count.
 */
export async function lockedAccountIds(db: Db, accountIds: number[], now: number): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: loginFailures.accountId })
    .from(loginFailures)
    .where(and(inArray(loginFailures.accountId, accountIds), gt(loginFailures.lockedUntil, new Date(now))));
  return new Set(rows.map((row) => row.accountId));
}

/** Counts one failure atomically; answers whether the account is now locked. */
export async function recordLoginFailure(db: Db, accountId: number, now: number): Promise<boolean> {
  const ended = sql`${loginFailures.windowEndsAt} <= ${timestamp(now)}`;
  const failures = sql`CASE WHEN ${ended} THEN 1 ELSE ${loginFailures.failures} + 1 END`;
  const [row] = await db
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
        lockedUntil: sql`CASE WHEN ${failures} >= ${LOGIN_FAILURES_BEFORE_LOCK} THEN ${timestamp(now + LOGIN_LOCK_MS)} ELSE ${loginFailures.lockedUntil} END`,
      },
    })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  return (row.lockedUntil?.getTime() ?? 0) > now;
}

export async function clearLoginFailures(db: Db, accountId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountId, accountId));
}
