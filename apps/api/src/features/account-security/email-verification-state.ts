import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountTokens } from '../registration/registration-tables';

/** The verification emails (validation links) sent to accounts. */
export class EmailVerifications {
  constructor(private readonly db: Db) {}

  /** When an account's last verification email was sent, in ms; null when never. */
  async lastSentAt(accountId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'validate')))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    return row ? row.createdAt.getTime() : null;
  }
}
