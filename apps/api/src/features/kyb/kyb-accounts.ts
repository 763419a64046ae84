import { KYB_SESSION_IDLE_MS } from '@shop/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomToken } from '../../security/tokens';
import { kybAccounts, kybDossiers, kybSessions } from './kyb-tables';

export type KybAccountRow = typeof kybAccounts.$inferSelect;

/** Letters and digits a bank reference takes everywhere, without look-alikes (0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'KYB' and 10 random characters: what the company writes on its verification transfer. */
export function newTransferReference(): string {
  const bytes = Buffer.from(randomToken(10), 'base64url');
  return `KYB${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** KYB accounts and their sessions (apart from shop accounts and sessions). */
export class KybAccounts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async byEmail(buId: string, email: string): Promise<KybAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(kybAccounts)
      .where(and(eq(kybAccounts.buId, buId), eq(kybAccounts.email, email)));
    return row ?? null;
  }

  async byId(id: number): Promise<KybAccountRow | null> {
    const [row] = await this.db.select().from(kybAccounts).where(eq(kybAccounts.id, id));
    return row ?? null;
  }

  /**
   * Creates the account and its empty draft dossier in `db` (the caller's transaction); null when the
   * address already has an account in the unit.
   */
  async create(
    db: Db,
    account: { buId: string; email: string; passwordHash: string; companyName: string; language: string },
  ): Promise<KybAccountRow | null> {
    const now = new Date(this.now());
    const [created] = await db
      .insert(kybAccounts)
      .values({ ...account, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await db.insert(kybDossiers).values({
      kybAccountId: created.id,
      buId: account.buId,
      transferReference: newTransferReference(),
      updatedAt: now,
    });
    return created;
  }

  /** Opens a session; answers its token (only the digest is stored). */
  async openSession(accountId: number): Promise<string> {
    const token = randomToken();
    const now = new Date(this.now());
    await this.db
      .insert(kybSessions)
      .values({ tokenHash: digestToken(token), kybAccountId: accountId, createdAt: now, lastUsedAt: now });
    return token;
  }

  /**
   * The account of a live session (not revoked, used within KYB_SESSION_IDLE_MS), whose use is
   * recorded; null otherwise.
   */
  async sessionAccount(token: string): Promise<KybAccountRow | null> {
    const now = this.now();
    const [session] = await this.db
      .update(kybSessions)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(kybSessions.tokenHash, digestToken(token)),
          isNull(kybSessions.revokedAt),
          gt(kybSessions.lastUsedAt, new Date(now - KYB_SESSION_IDLE_MS)),
        ),
      )
      .returning({ accountId: kybSessions.kybAccountId });
    return session ? this.byId(session.accountId) : null;
  }

  /** Remembers the language the company uses, for the reviewer's emails. */
  async setLanguage(accountId: number, language: string): Promise<void> {
    await this.db.update(kybAccounts).set({ language }).where(eq(kybAccounts.id, accountId));
  }

  async revokeSession(token: string): Promise<void> {
    await this.db
      .update(kybSessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(kybSessions.tokenHash, digestToken(token)), isNull(kybSessions.revokedAt)));
  }
}
