import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';
import { digestToken, randomToken } from '../../security/tokens';

/** Emailed link tokens: random, stored as digests, single use, expiring. */
export async function issueAccountToken(
  db: Db,
  accountId: number,
  purpose: AccountTokenPurpose,
  now: number,
  validityMs: number,
): Promise<{ token: string; publicId: string }> {
  const token = randomToken();
  const publicId = randomToken(16);
  await db.insert(accountTokens).values({
    accountId,
    purpose,
    tokenHash: digestToken(token),
    publicId,
    expiresAt: new Date(now + validityMs),
    createdAt: new Date(now),
  });
  return { token, publicId };
}

function live(token: string, purpose: AccountTokenPurpose, now: number) {
  return and(
    eq(accountTokens.tokenHash, digestToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date(now)),
  );
}

/** The account id of a live token, without using it up. */
export async function peekAccountToken(db: Db, token: string, purpose: AccountTokenPurpose, now: number) {
  const [row] = await db.select({ accountId: accountTokens.accountId }).from(accountTokens).where(live(token, purpose, now));
  return row?.accountId ?? null;
}

/** Uses a live token up (once, even under concurrent calls); answers its account id or null. */
export async function consumeAccountToken(db: Db, token: string, purpose: AccountTokenPurpose, now: number) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(live(token, purpose, now))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

/** Retires every unused token of one purpose for an account (after a reset, older links stop). */
export async function retireAccountTokens(db: Db, accountId: number, purpose: AccountTokenPurpose, now: number) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
