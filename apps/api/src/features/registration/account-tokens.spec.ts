import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { SessionStore } from '../auth/session-store';
import { AccountTokens } from './account-tokens';

describe('account tokens in the database', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2025, 0, 1);
  const now = () => clock;
  let tokens: AccountTokens;
  let sessions: SessionStore;

  const newAccount = async (email: string) => {
    const [account] = await database.db
      .insert(accounts)
      .values({
        buId: '97',
        custType: 'C',
        email,
        status: 'active',
        firstName: 'Nora',
        lastName: 'Saleh',
        passwordHash: 'old-hash',
      })
      .returning();
    return account.id;
  };
  const passwordOf = async (accountId: number) =>
    (await database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].passwordHash;

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97']));
    tokens = new AccountTokens(database.db, now);
    sessions = new SessionStore(database.db, now);
  });

  afterAll(async () => {
    await close();
  });

  it('spend a reset token on the new password: other reset links stop and the sessions end', async () => {
    const accountId = await newAccount('nora@example.com');
    const first = await tokens.issue(accountId, 'reset', 60_000);
    const second = await tokens.issue(accountId, 'reset', 60_000);
    const validation = await tokens.issue(accountId, 'validate', 60_000);
    const { accessToken } = await sessions.create(accountId);

    expect(await tokens.resetPassword(accountId, second.token, 'new-hash')).toBe(true);
    expect(await passwordOf(accountId)).toBe('new-hash');
    expect(await tokens.peek(second.token, 'reset')).toBeNull();
    expect(await tokens.peek(first.token, 'reset')).toBeNull();
    expect(await tokens.peek(validation.token, 'validate')).toBe(accountId);
    expect(await sessions.findByAccessToken(accessToken)).toBeNull();
    // Used once: the link does not reset again.
    expect(await tokens.resetPassword(accountId, second.token, 'third-hash')).toBe(false);
    expect(await passwordOf(accountId)).toBe('new-hash');
  });

  it('change nothing for a token of another account, of another purpose or expired', async () => {
    const accountId = await newAccount('sami@example.com');
    const otherId = await newAccount('lina@example.com');
    const others = await tokens.issue(otherId, 'reset', 60_000);
    const validation = await tokens.issue(accountId, 'validate', 60_000);
    const expiring = await tokens.issue(accountId, 'reset', 60_000);
    const { accessToken } = await sessions.create(accountId);

    expect(await tokens.resetPassword(accountId, others.token, 'new-hash')).toBe(false);
    expect(await tokens.resetPassword(accountId, validation.token, 'new-hash')).toBe(false);
    clock += 60_000;
    expect(await tokens.resetPassword(accountId, expiring.token, 'new-hash')).toBe(false);
    expect(await passwordOf(accountId)).toBe('old-hash');
    expect(await sessions.findByAccessToken(accessToken)).not.toBeNull();
  });

  it('spend a validation token on the member answer', async () => {
    const accountId = await newAccount('omar@example.com');
    const approved = await tokens.issue(accountId, 'validate', 60_000);
    expect(await tokens.validateAccount(accountId, approved.token, true)).toBe(true);
    expect(await tokens.validateAccount(accountId, approved.token, false)).toBe(false);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toMatchObject({ isActivateAccount: 1, validationState: 'approved' });
  });
});
