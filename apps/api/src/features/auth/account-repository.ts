import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from './auth-tables';

export type AccountRow = typeof accounts.$inferSelect;

/** How a caller names an account of a unit: by email, or by mobile number (E.164). */
export type SignInName = { email: string } | { mobileNo: string };

/** Accounts as sign-in, registration and the emailed links find them. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  async byId(accountId: number): Promise<AccountRow | null> {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    return account ?? null;
  }

  /** The account of an address in a unit, whatever its status; null when the address has none. */
  async byEmail(buId: string, email: string): Promise<AccountRow | null> {
    const [account] = await this.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.buId, buId), eq(accounts.email, email)));
    return account ?? null;
  }

  /** The active account of an address in a unit; null when the address has none or it is not active. */
  async activeByEmail(buId: string, email: string): Promise<AccountRow | null> {
    const [account] = await this.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.buId, buId), eq(accounts.email, email), eq(accounts.status, 'active')));
    return account ?? null;
  }

  /** The accounts a sign-in name may mean: one per email, possibly several per mobile number (at most `limit`). */
  async named(buId: string, name: SignInName, limit: number): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.buId, buId),
          'email' in name ? eq(accounts.email, name.email) : eq(accounts.mobileNo, name.mobileNo),
        ),
      )
      .limit(limit);
  }
}
