import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { idempotencyKeys, type IdempotentAnswer } from './idempotency-tables';

/** How long a key is kept: a repeat within this time gets the first answer (at least 24 hours). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Keys past the retention are deleted at most this often per replica (from begin). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A claim still in progress after this long belongs to a call that died (a killed process) between its
 * effect and finish(); the next repeat takes it over and runs again. Handlers of idempotent calls are
 * therefore also idempotent by the key itself (a unique reference), so a second run finds the first
 * effect instead of making another.
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60 * 1000;

/** A claim removed (abandoned) between our insert and our read is claimed again, this many times. */
const CLAIM_ATTEMPTS = 3;

/**
 * What begin() found for a key:
 * - fresh: the key is now this call's; run it, then finish() (or abandon() if it failed with no effect);
 * - replay: the same call already finished; answer its stored answer;
 * - conflict: the key was used with another body; refuse;
 * - in-progress: the same call is running elsewhere; ask the client to retry later.
 */
export type IdempotencyClaim =
  | { outcome: 'fresh' }
  | { outcome: 'replay'; answer: IdempotentAnswer }
  | { outcome: 'conflict' }
  | { outcome: 'in-progress' };

const placeholderKeyIs = () =>
  and(
    eq(idempotencyKeys.scope, sql.placeholder('scope')),
    eq(idempotencyKeys.endpoint, sql.placeholder('endpoint')),
    eq(idempotencyKeys.clientKey, sql.placeholder('key')),
  );

/**
 * The claim and the stored answer, prepared once per database (every money call runs both: built and
 * planned once, not per request). Times and the answer are texts cast in SQL, which both drivers read alike.
 */
function prepareStatements(db: Db) {
  return {
    claim: db
      .insert(idempotencyKeys)
      .values({
        scope: sql.placeholder('scope'),
        endpoint: sql.placeholder('endpoint'),
        clientKey: sql.placeholder('key'),
        bodyHash: sql.placeholder('bodyHash'),
        state: 'in_progress',
        createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
      })
      .onConflictDoNothing()
      .returning({ scope: idempotencyKeys.scope })
      .prepare('idempotency_claim'),
    finish: db
      .update(idempotencyKeys)
      .set({ state: 'done', answer: sql`${sql.placeholder('answer')}::jsonb` })
      .where(and(placeholderKeyIs(), eq(idempotencyKeys.state, 'in_progress')))
      .returning({ scope: idempotencyKeys.scope })
      .prepare('idempotency_finish'),
  };
}

/**
 * Idempotency keys of the calls that move money, per caller scope (an account id, or for a guest the
 * initial token's id) and endpoint. A key is claimed by one atomic INSERT ... ON CONFLICT DO NOTHING,
 * so among concurrent calls with one key on any replica exactly one goes on.
 */
export class IdempotencyKeys {
  private lastPurge = 0;
  private statements: ReturnType<typeof prepareStatements> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async begin(scope: string, endpoint: string, key: string, bodyHash: string): Promise<IdempotencyClaim> {
    const now = this.now();
    await this.purgeFromTimeToTime(now);
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      this.statements ??= prepareStatements(this.db);
      const claimed = await this.statements.claim.execute({
        scope,
        endpoint,
        key,
        bodyHash,
        createdAt: new Date(now).toISOString(),
      });
      if (claimed.length > 0) return { outcome: 'fresh' };
      const [existing] = await this.db
        .select({ bodyHash: idempotencyKeys.bodyHash, state: idempotencyKeys.state, answer: idempotencyKeys.answer })
        .from(idempotencyKeys)
        .where(this.keyIs(scope, endpoint, key));
      // Gone again: its call was abandoned (or the key purged) meanwhile; claim it afresh.
      if (!existing) continue;
      if (existing.bodyHash !== bodyHash) return { outcome: 'conflict' };
      if (existing.state === 'done' && existing.answer) return { outcome: 'replay', answer: existing.answer };
      if (await this.takeOverStaleClaim(scope, endpoint, key, now)) return { outcome: 'fresh' };
      return { outcome: 'in-progress' };
    }
    return { outcome: 'in-progress' };
  }

  /**
   * Stores the answer of a claimed call. Pass the transaction that made the call's effect as `db`,
   * so the effect and the stored answer commit together. False when the key is not in progress.
   */
  async finish(
    scope: string,
    endpoint: string,
    key: string,
    answer: IdempotentAnswer,
    db: Db = this.db,
  ): Promise<boolean> {
    if (db === this.db) {
      this.statements ??= prepareStatements(this.db);
      const done = await this.statements.finish.execute({ scope, endpoint, key, answer: JSON.stringify(answer) });
      return done.length > 0;
    }
    const done = await db
      .update(idempotencyKeys)
      .set({ state: 'done', answer })
      .where(and(this.keyIs(scope, endpoint, key), eq(idempotencyKeys.state, 'in_progress')))
      .returning({ scope: idempotencyKeys.scope });
    return done.length > 0;
  }

  /** Releases the claim of a call that failed before any effect, so a retry with the key can run. */
  async abandon(scope: string, endpoint: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(this.keyIs(scope, endpoint, key), eq(idempotencyKeys.state, 'in_progress')));
  }

  /** Deletes the keys older than `ageMs`, never younger than the retention; answers how many. */
  async purgeOlderThan(ageMs: number = IDEMPOTENCY_KEY_RETENTION_MS): Promise<number> {
    if (!(ageMs >= IDEMPOTENCY_KEY_RETENTION_MS))
      throw new RangeError(`idempotency keys are kept at least ${IDEMPOTENCY_KEY_RETENTION_MS} ms, not ${ageMs}`);
    const purged = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(this.now() - ageMs)))
      .returning({ scope: idempotencyKeys.scope });
    return purged.length;
  }

  /** One conditional update, so of several repeats finding the same stale claim only one takes it. */
  private async takeOverStaleClaim(scope: string, endpoint: string, key: string, now: number): Promise<boolean> {
    const taken = await this.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now) })
      .where(
        and(
          this.keyIs(scope, endpoint, key),
          eq(idempotencyKeys.state, 'in_progress'),
          lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_STALE_CLAIM_MS)),
        ),
      )
      .returning({ scope: idempotencyKeys.scope });
    return taken.length > 0;
  }

  private keyIs(scope: string, endpoint: string, key: string) {
    return and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.endpoint, endpoint),
      eq(idempotencyKeys.clientKey, key),
    );
  }

  private async purgeFromTimeToTime(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.purgeOlderThan(IDEMPOTENCY_KEY_RETENTION_MS);
  }
}
