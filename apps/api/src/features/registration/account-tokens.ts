import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { digestToken, randomToken } from '../../security/tokens';
import { SessionStore } from '../auth/session-store';
import { accountTokens, type AccountTokenPurpose } from './registration-tables';

/** Emailed link tokens: random, stored as digests, single use, expiring; and what spending one does. */
export class AccountTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async issue(
    accountId: number,
    purpose: AccountTokenPurpose,
    validityMs: number,
  ): Promise<{ token: string; publicId: string }> {
    const token = randomToken();
    const publicId = randomToken(16);
    const now = this.now();
    await this.db.insert(accountTokens).values({
      accountId,
      purpose,
      tokenHash: digestToken(token),
      publicId,
      expiresAt: new Date(now + validityMs),
      createdAt: new Date(now),
    });
    return { token, publicId };
  }

  /** The account id of a live token, without using it up. */
  async peek(token: string, purpose: AccountTokenPurpose): Promise<number | null> {
    const [row] = await this.db
      .select({ accountId: accountTokens.accountId })
      .from(accountTokens)
      .where(this.live(token, purpose));
    return row?.accountId ?? null;
  }

  /** Uses a live token up (once, even under concurrent calls); answers its account id or null. */
  async consume(token: string, purpose: AccountTokenPurpose): Promise<number | null> {
    const [row] = await this.db
      .update(accountTokens)
      .set({ usedAt: new Date(this.now()) })
      .where(this.live(token, purpose))
      .returning({ accountId: accountTokens.accountId });
    return row?.accountId ?? null;
  }

  /** Retires every unused token of one purpose for an account (after a reset, older links stop). */
  async retire(accountId: number, purpose: AccountTokenPurpose): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date(this.now()) })
      .where(
        and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
      );
  }

  /**
   * Spends a reset token of the account on a new password, in one transaction: the password changes,
   * every other reset link of the account stops and its sessions end. Answers false (nothing changes
   * but the token being used up) when the token is not a live reset token of that account.
   */
  async resetPassword(accountId: number, token: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const tokens = new AccountTokens(tx, this.now);
      if ((await tokens.consume(token, 'reset')) !== accountId) return false;
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
      await tokens.retire(accountId, 'reset');
      await new SessionStore(tx, this.now).revokeAllOf(accountId);
      return true;
    });
  }

  /**
   * Spends a validation token of the account on the member's answer, in one transaction: approved
   * activates the account, refused records it. Answers false when the token is not a live validation
   * token of that account.
   */
  async validateAccount(accountId: number, token: string, approved: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if ((await new AccountTokens(tx, this.now).consume(token, 'validate')) !== accountId) return false;
      await tx
        .update(accounts)
        .set(approved ? { isActivateAccount: 1, validationState: 'approved' } : { validationState: 'rejected' })
        .where(eq(accounts.id, accountId));
      return true;
    });
  }

  private live(token: string, purpose: AccountTokenPurpose) {
    return and(
      eq(accountTokens.tokenHash, digestToken(token)),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, new Date(this.now())),
    );
  }
}
