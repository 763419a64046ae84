import { VERIFY_LINK_VALIDITY_MS } from '@shop/contracts';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, pendingRegistrations } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { digestToken, randomToken } from '../../security/tokens';

/** What a registration attempt holds until it is confirmed. */
export interface RegistrationDetails {
  buId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  mobileNo: string;
  registerType: string;
  documentType: string;
  idCardNo: string;
  isSubscription: boolean;
  promoCode: string;
}

/**
 * Keeps one registration attempt with its own details and confirmation token (stored as a
 * digest); answers the attempt id and the token for the emailed link. Nothing else changes: an
 * earlier attempt for the same address keeps its own password and link.
 */
export async function startRegistration(db: Db, details: RegistrationDetails, now: number): Promise<{ attemptId: number; token: string }> {
  const token = randomToken();
  const [attempt] = await db
    .insert(pendingRegistrations)
    .values({ ...details, tokenHash: digestToken(token), expiresAt: new Date(now + VERIFY_LINK_VALIDITY_MS), createdAt: new Date(now) })
    .returning({ id: pendingRegistrations.id });
  return { attemptId: attempt.id, token };
}

function live(now: number) {
  return and(isNull(pendingRegistrations.confirmedAt), isNull(pendingRegistrations.voidedAt), gt(pendingRegistrations.expiresAt, new Date(now)));
}

/**
 * Confirms one attempt with its own token: creates the account from that attempt's details and
 * voids every other attempt for the address, in one transaction. The attempts of the address are
 * locked in id order first, so concurrent confirmations queue instead of deadlocking. Answers the
 * new account; a used, void, expired or unknown attempt, or an address that has an account by
 * now, is VERIFY_LINK_INVALID.
 */
export async function confirmRegistration(db: Db, buId: string, attemptId: number, token: string, now: number) {
  const [found] = await db
    .select({ email: pendingRegistrations.email })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.id, attemptId), eq(pendingRegistrations.buId, buId)));
  if (!found) throw new ApiFailure('VERIFY_LINK_INVALID');
  return db.transaction(async (tx) => {
    const sameAddress = and(eq(pendingRegistrations.buId, buId), eq(pendingRegistrations.email, found.email));
    await tx.select({ id: pendingRegistrations.id }).from(pendingRegistrations).where(sameAddress).orderBy(asc(pendingRegistrations.id)).for('update');
    const [attempt] = await tx
      .update(pendingRegistrations)
      .set({ confirmedAt: new Date(now) })
      .where(and(eq(pendingRegistrations.id, attemptId), eq(pendingRegistrations.tokenHash, digestToken(token)), live(now)))
      .returning();
    if (!attempt) throw new ApiFailure('VERIFY_LINK_INVALID');
    const [account] = await tx
      .insert(accounts)
      .values({
        buId: attempt.buId,
        custType: 'C',
        email: attempt.email,
        status: 'active',
        firstName: attempt.firstName,
        lastName: attempt.lastName,
        passwordHash: attempt.passwordHash,
        mobileNo: attempt.mobileNo,
        registerType: attempt.registerType,
        documentType: attempt.documentType,
        idCardNo: attempt.idCardNo,
        isSubscription: attempt.isSubscription,
        promoCode: attempt.promoCode,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    // The address got an account some other way meanwhile: this attempt cannot become one.
    if (!account) throw new ApiFailure('VERIFY_LINK_INVALID');
    await tx.update(pendingRegistrations).set({ accountId: account.id }).where(eq(pendingRegistrations.id, attemptId));
    await tx
      .update(pendingRegistrations)
      .set({ voidedAt: new Date(now) })
      .where(and(sameAddress, ne(pendingRegistrations.id, attemptId), isNull(pendingRegistrations.confirmedAt), isNull(pendingRegistrations.voidedAt)));
    return account;
  });
}
