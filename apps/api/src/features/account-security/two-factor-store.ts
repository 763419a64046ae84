import { TWO_FA_CODE_LENGTH, TWO_FA_CODE_VALIDITY_MS, TWO_FA_LOCK_MS, type TwoFaChannel } from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomDigits, randomToken, sameDigest } from '../../security/tokens';
import { twoFactorChallenges, twoFactorFailures } from './account-security-tables';

export type TwoFactorChallenge = typeof twoFactorChallenges.$inferSelect;

/** Where a code goes. */
export interface CodeTarget {
  channel: TwoFaChannel;
  target: string;
}

/** A timestamp parameter both drivers (pg and PGlite) read the same way. */
const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

function codeDigest(challengeId: string, code: string): string {
  return digestToken(`2fa:${challengeId}:${code}`);
}

/**
 * Two-factor challenges (a code sent for a sign-in whose password was right) and the wrong codes counted
 * per account. Codes are stored as digests; a challenge is used once.
 */
export class TwoFactorStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Opens a challenge for an account; answers it with the code to send. */
  async open(
    accountId: number,
    buId: string,
    to: CodeTarget,
  ): Promise<{ challenge: TwoFactorChallenge; code: string }> {
    const id = randomToken(24);
    const code = randomDigits(TWO_FA_CODE_LENGTH);
    const now = this.now();
    const [challenge] = await this.db
      .insert(twoFactorChallenges)
      .values({
        id,
        accountId,
        buId,
        channel: to.channel,
        target: to.target,
        codeHash: codeDigest(id, code),
        sentAt: new Date(now),
        expiresAt: new Date(now + TWO_FA_CODE_VALIDITY_MS),
        createdAt: new Date(now),
      })
      .returning();
    return { challenge, code };
  }

  /** The challenge of a tokenId while it can still be answered (not used, not expired); null otherwise. */
  async answerable(id: string): Promise<TwoFactorChallenge | null> {
    const [challenge] = await this.db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.id, id),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, new Date(this.now())),
        ),
      );
    return challenge ?? null;
  }

  /**
   * A new code for a challenge, replacing the old one; null when another resend got there first (the
   * update is conditional on the send it read).
   */
  async resend(
    challenge: TwoFactorChallenge,
    to: CodeTarget,
  ): Promise<{ challenge: TwoFactorChallenge; code: string } | null> {
    const code = randomDigits(TWO_FA_CODE_LENGTH);
    const now = this.now();
    const [updated] = await this.db
      .update(twoFactorChallenges)
      .set({
        channel: to.channel,
        target: to.target,
        codeHash: codeDigest(challenge.id, code),
        sends: sql`${twoFactorChallenges.sends} + 1`,
        sentAt: new Date(now),
        expiresAt: new Date(now + TWO_FA_CODE_VALIDITY_MS),
      })
      .where(
        and(
          eq(twoFactorChallenges.id, challenge.id),
          eq(twoFactorChallenges.sends, challenge.sends),
          isNull(twoFactorChallenges.usedAt),
        ),
      )
      .returning();
    return updated ? { challenge: updated, code } : null;
  }

  codeMatches(challenge: TwoFactorChallenge, code: string): boolean {
    return sameDigest(challenge.codeHash, codeDigest(challenge.id, code));
  }

  /** Marks a challenge used; false when it already was (two confirmations racing). */
  async use(challengeId: string): Promise<boolean> {
    const used = await this.db
      .update(twoFactorChallenges)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    return used.length === 1;
  }

  /** Until when an account's sign-in with a code is locked (ms), or null. */
  async lockedUntil(accountId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ lockedUntil: twoFactorFailures.lockedUntil })
      .from(twoFactorFailures)
      .where(eq(twoFactorFailures.accountId, accountId));
    const until = row?.lockedUntil?.getTime() ?? 0;
    return until > this.now() ? until : null;
  }

  /**
   * Counts one attempt of an account, before its code is compared, so parallel guesses cannot pass the
   * limit; a lock that has ended starts the count again. Answers the attempt's number and whether the
   * account is locked now.
   */
  async countAttempt(accountId: number): Promise<{ attempt: number; locked: boolean }> {
    const now = this.now();
    const lockEnded = sql`${twoFactorFailures.lockedUntil} IS NOT NULL
      AND ${twoFactorFailures.lockedUntil} <= ${timestamp(now)}`;
    const [row] = await this.db
      .insert(twoFactorFailures)
      .values({ accountId, failures: 1, lockedUntil: null })
      .onConflictDoUpdate({
        target: twoFactorFailures.accountId,
        set: {
          failures: sql`CASE WHEN ${lockEnded} THEN 1 ELSE ${twoFactorFailures.failures} + 1 END`,
          lockedUntil: sql`CASE WHEN ${lockEnded} THEN NULL ELSE ${twoFactorFailures.lockedUntil} END`,
        },
      })
      .returning();
    return { attempt: row.failures, locked: (row.lockedUntil?.getTime() ?? 0) > now };
  }

  /** Attempts an account has left before it locks (0 while locked). */
  async attemptsLeft(accountId: number, max: number): Promise<number> {
    const [row] = await this.db.select().from(twoFactorFailures).where(eq(twoFactorFailures.accountId, accountId));
    if (!row) return max;
    const lockedUntil = row.lockedUntil?.getTime();
    if (lockedUntil !== undefined) return lockedUntil > this.now() ? 0 : max;
    return Math.max(0, max - row.failures);
  }

  async lock(accountId: number): Promise<void> {
    await this.db
      .update(twoFactorFailures)
      .set({ lockedUntil: new Date(this.now() + TWO_FA_LOCK_MS) })
      .where(eq(twoFactorFailures.accountId, accountId));
  }

  /** A right code: the account's count starts again. */
  async clearAttempts(accountId: number): Promise<void> {
    await this.db.delete(twoFactorFailures).where(eq(twoFactorFailures.accountId, accountId));
  }
}
