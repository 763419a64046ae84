import { SESSION_LIFETIME_MS, type CustomerType } from '@shop/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomToken } from '../../security/tokens';
import { accounts, sessions } from './auth-tables';

export interface ActiveSession {
  sessionId: number;
  accountId: number;
  custId: string;
  custType: CustomerType;
  buId: string;
  expiresAt: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Sessions in the database (so any replica answers): random tokens, stored as digests. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async create(accountId: number): Promise<IssuedTokens> {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const createdAt = this.now();
    const expiresAt = createdAt + SESSION_LIFETIME_MS;
    await this.db.insert(sessions).values({
      accountId,
      accessHash: digestToken(accessToken),
      refreshHash: digestToken(refreshToken),
      createdAt: new Date(createdAt),
      expiresAt: new Date(expiresAt),
    });
    return { accessToken, refreshToken, expiresAt };
  }

  /** The live session of an access token: not revoked, not expired, account active. */
  async findByAccessToken(accessToken: string): Promise<ActiveSession | null> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        accountId: accounts.id,
        custType: accounts.custType,
        buId: accounts.buId,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(
        and(
          eq(sessions.accessHash, digestToken(accessToken)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(this.now())),
          eq(accounts.status, 'active'),
        ),
      );
    if (!row) return null;
    return { ...row, custId: String(row.accountId), expiresAt: row.expiresAt.getTime() };
  }

  async revokeByRefreshToken(refreshToken: string): Promise<boolean> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.refreshHash, digestToken(refreshToken)), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length > 0;
  }

  async revokeByAccessToken(accessToken: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.accessHash, digestToken(accessToken)), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(accountId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  }
}
