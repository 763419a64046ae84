import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../auth/auth-tables';
import type { AccountRow } from '../auth/account-repository';
import { externalIdentities, oauthSignIns, ssoTokenUses } from './sso-tables';

export type OauthSignIn = typeof oauthSignIns.$inferSelect;
export type ExternalLoginType = (typeof externalIdentities.$inferSelect)['loginType'];

/** How long a started social sign-in may come back (the provider's page, the user choosing). */
export const OAUTH_SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** Rows past their time are deleted at most this often per replica. */
const PRUNE_INTERVAL_MS = 60 * 1000;

/** An outside identity as found: its account, and who it is at the provider or portal. */
export interface IdentityKey {
  buId: string;
  issuer: string;
  subject: string;
}

/** A new account made from an outside identity (auto-registration, single sign-on). */
export interface ExternalAccount {
  email: string;
  firstName: string;
  lastName: string;
  custType: 'C' | 'S';
  loginType: ExternalLoginType;
}

/**
 * Social sign-ins in progress, the outside identities accounts sign in with, and the single sign-on
 * tokens used: all in the database every replica shares, each claimed by one statement.
 */
export class SsoStore {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async startSignIn(signIn: Omit<OauthSignIn, 'expiresAt' | 'usedAt'>): Promise<void> {
    await this.pruneFromTimeToTime();
    await this.db.insert(oauthSignIns).values({ ...signIn, expiresAt: new Date(this.now() + OAUTH_SIGN_IN_TTL_MS) });
  }

  /** Claims a live, unused sign-in of the unit by its state: answers it once, then null. */
  async takeSignIn(buId: string, state: string): Promise<OauthSignIn | null> {
    const now = new Date(this.now());
    const [taken] = await this.db
      .update(oauthSignIns)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthSignIns.state, state),
          eq(oauthSignIns.buId, buId),
          isNull(oauthSignIns.usedAt),
          gt(oauthSignIns.expiresAt, now),
        ),
      )
      .returning();
    return taken ?? null;
  }

  /**
   * Records a single sign-on token's use: true the first time (issuer, jti) is seen, false on any later
   * use, on any replica. Kept until the token expires.
   */
  async claimToken(issuer: string, jti: string, expiresAt: number): Promise<boolean> {
    await this.pruneFromTimeToTime();
    const claimed = await this.db
      .insert(ssoTokenUses)
      .values({ issuer, jti, expiresAt: new Date(expiresAt) })
      .onConflictDoNothing()
      .returning({ jti: ssoTokenUses.jti });
    return claimed.length > 0;
  }

  /** The account an outside identity signs in to; null when it has none yet. */
  async accountOf(key: IdentityKey): Promise<AccountRow | null> {
    const [row] = await this.db
      .select({ account: accounts })
      .from(externalIdentities)
      .innerJoin(accounts, eq(accounts.id, externalIdentities.accountId))
      .where(
        and(
          eq(externalIdentities.buId, key.buId),
          eq(externalIdentities.issuer, key.issuer),
          eq(externalIdentities.subject, key.subject),
        ),
      );
    return row?.account ?? null;
  }

  /** Links an existing account to an outside identity (a first social sign-in by a known address). */
  async link(key: IdentityKey, loginType: ExternalLoginType, accountId: number): Promise<void> {
    await this.db
      .insert(externalIdentities)
      .values({ ...key, loginType, accountId, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
  }

  /**
   * Creates an active account with no password and its link, in one transaction. Null when the
   * address got an account meanwhile (the caller looks again).
   */
  async createLinked(key: IdentityKey, account: ExternalAccount): Promise<AccountRow | null> {
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({
          buId: key.buId,
          custType: account.custType,
          email: account.email,
          // No password: the provider or portal signs the customer in (a password reset can add one).
          passwordHash: '',
          firstName: account.firstName,
          lastName: account.lastName,
          status: 'active',
          isActivateAccount: 1,
          registerType: account.loginType,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return null;
      await tx
        .insert(externalIdentities)
        .values({ ...key, loginType: account.loginType, accountId: created.id, createdAt: now });
      return created;
    });
  }

  private async pruneFromTimeToTime(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db.delete(oauthSignIns).where(lt(oauthSignIns.expiresAt, new Date(now)));
    await this.db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, new Date(now)));
  }
}
