import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomToken } from '../../security/tokens';
import { operatorChallenges, operatorSessions, operators } from './operator-tables';

/** The TOTP step must follow the password step within this time. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** An operator session ends after this long without a call (decision 0038)... */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** ...and this long after sign-in at the latest. */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60_000;
/** A call moves the end on only when it has moved by this much (one write a minute at most). */
const SLIDE_STEP_MS = 60_000;

/**
 * Operator sign-in challenges and sessions, in their own tables (never a customer's session): random
 * tokens stored as digests, so any replica answers and a database copy opens nothing.
 */
export class OperatorSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async createChallenge(operatorId: number): Promise<{ challengeId: string; expiresAt: number }> {
    const challengeId = randomToken();
    const expiresAt = this.now() + CHALLENGE_LIFETIME_MS;
    await this.db
      .insert(operatorChallenges)
      .values({ tokenDigest: digestToken(challengeId), operatorId, expiresAt: new Date(expiresAt) });
    // Old challenges go: they are of no use after their 5 minutes.
    await this.db.delete(operatorChallenges).where(lt(operatorChallenges.expiresAt, new Date(this.now())));
    return { challengeId, expiresAt };
  }

  /** The operator of a live challenge, or null. */
  async challengeOperator(challengeId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ operatorId: operatorChallenges.operatorId })
      .from(operatorChallenges)
      .where(
        and(
          eq(operatorChallenges.tokenDigest, digestToken(challengeId)),
          gt(operatorChallenges.expiresAt, new Date(this.now())),
        ),
      );
    return row?.operatorId ?? null;
  }

  async dropChallenge(challengeId: string): Promise<void> {
    await this.db.delete(operatorChallenges).where(eq(operatorChallenges.tokenDigest, digestToken(challengeId)));
  }

  async create(operatorId: number): Promise<{ accessToken: string; expiresAt: number }> {
    const accessToken = randomToken();
    const createdAt = this.now();
    const expiresAt = createdAt + OPERATOR_IDLE_MS;
    await this.db.insert(operatorSessions).values({
      tokenDigest: digestToken(accessToken),
      operatorId,
      createdAt: new Date(createdAt),
      expiresAt: new Date(expiresAt),
    });
    return { accessToken, expiresAt };
  }

  /** The live session of a token (not revoked, not expired, operator active), its end moved on by this call. */
  async use(accessToken: string): Promise<{ operatorId: number; expiresAt: number; digest: string } | null> {
    const now = this.now();
    const digest = digestToken(accessToken);
    const [row] = await this.db
      .select({
        operatorId: operatorSessions.operatorId,
        createdAt: operatorSessions.createdAt,
        expiresAt: operatorSessions.expiresAt,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenDigest, digest),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, new Date(now)),
          eq(operators.active, true),
        ),
      );
    if (!row) return null;
    const slid = Math.min(now + OPERATOR_IDLE_MS, row.createdAt.getTime() + OPERATOR_SESSION_MAX_MS);
    if (slid - row.expiresAt.getTime() < SLIDE_STEP_MS) {
      return { operatorId: row.operatorId, expiresAt: row.expiresAt.getTime(), digest };
    }
    await this.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(slid) })
      .where(eq(operatorSessions.tokenDigest, digest));
    return { operatorId: row.operatorId, expiresAt: slid, digest };
  }

  /** Ends a session, named by its token's digest (OperatorPrincipal.sessionDigest). */
  async revoke(sessionDigest: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(eq(operatorSessions.tokenDigest, sessionDigest));
  }
}
