import { VERIFY_LINK_VALIDITY_MS } from '@shop/contracts';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { digestToken, randomToken } from '../../security/tokens';
import type { AccountRow } from '../auth/account-repository';
import { pendingRegistrations } from './registration-tables';

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

function live(now: number) {
  return and(
    isNull(pendingRegistrations.confirmedAt),
    isNull(pendingRegistrations.voidedAt),
    gt(pendingRegistrations.expiresAt, new Date(now)),
  );
}

/** Thrown inside the confirmation's transaction to roll it back. */
class NotConfirmable extends Error {}

/** Registration attempts: each with its own details and link, until one of an address is confirmed. */
export class PendingRegistrations {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Keeps one registration attempt with its own details and confirmation token (stored as a
   * digest); answers the attempt id and the token for the emailed link. Nothing else changes: an
   * earlier attempt for the same address keeps its own password and link.
   */
  async start(details: RegistrationDetails): Promise<{ attemptId: number; token: string }> {
    const token = randomToken();
    const now = this.now();
    const [attempt] = await this.db
      .insert(pendingRegistrations)
      .values({
        ...details,
        tokenHash: digestToken(token),
        expiresAt: new Date(now + VERIFY_LINK_VALIDITY_MS),
        createdAt: new Date(now),
      })
      .returning({ id: pendingRegistrations.id });
    return { attemptId: attempt.id, token };
  }

  /**
   * Confirms one attempt with its own token: creates the account from that attempt's details and
   * voids every other attempt for the address, in one transaction. The attempts of the address are
   * locked in id order first, so concurrent confirmations queue instead of deadlocking. Answers the
   * new account; null (and nothing changes) for a used, void, expired or unknown attempt, or an
   * address that has an account by now.
   */
  async confirm(buId: string, attemptId: number, token: string): Promise<AccountRow | null> {
    const now = this.now();
    const [found] = await this.db
      .select({ email: pendingRegistrations.email })
      .from(pendingRegistrations)
      .where(and(eq(pendingRegistrations.id, attemptId), eq(pendingRegistrations.buId, buId)));
    if (!found) return null;
    try {
      return await this.db.transaction(async (tx) => {
        const sameAddress = and(eq(pendingRegistrations.buId, buId), eq(pendingRegistrations.email, found.email));
        await tx
          .select({ id: pendingRegistrations.id })
          .from(pendingRegistrations)
          .where(sameAddress)
          .orderBy(asc(pendingRegistrations.id))
          .for('update');
        const [attempt] = await tx
          .update(pendingRegistrations)
          .set({ confirmedAt: new Date(now) })
          .where(
            and(
              eq(pendingRegistrations.id, attemptId),
              eq(pendingRegistrations.tokenHash, digestToken(token)),
              live(now),
            ),
          )
          .returning();
        if (!attempt) throw new NotConfirmable();
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
        if (!account) throw new NotConfirmable();
        await tx
          .update(pendingRegistrations)
          .set({ accountId: account.id })
          .where(eq(pendingRegistrations.id, attemptId));
        await tx
          .update(pendingRegistrations)
          .set({ voidedAt: new Date(now) })
          .where(
            and(
              sameAddress,
              ne(pendingRegistrations.id, attemptId),
              isNull(pendingRegistrations.confirmedAt),
              isNull(pendingRegistrations.voidedAt),
            ),
          );
        return account;
      });
    } catch (error) {
      if (error instanceof NotConfirmable) return null;
      throw error;
    }
  }
}
