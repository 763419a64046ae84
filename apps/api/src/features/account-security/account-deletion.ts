import type { DeleteAccountReason } from '@shop/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, loginFailures, sessions } from '../auth/auth-tables';
import { carts } from '../cart/cart-tables';
import { addressBook, inboxMessages } from '../member/member-tables';
import { orders } from '../orders/order-tables';
import { accountTokens, pendingRegistrations } from '../registration/registration-tables';
import {
  accountDeletions,
  corporateCodes,
  corporateMembers,
  twoFactorChallenges,
  twoFactorFailures,
} from './account-security-tables';

/** Orders still waiting for their payment (decision 0008): 041 confirmed and waiting, 04 pending. */
const AWAITING_PAYMENT = ['041', '04'] as const;

export interface DeletionRequest {
  accountId: number;
  buId: string;
  custType: 'C' | 'B' | 'S';
  reasons: DeleteAccountReason[];
  comment: string;
}

/** The address a deleted account keeps: unique per account, never deliverable (.invalid, RFC 2606). */
export function erasedEmail(accountId: number): string {
  return `deleted-${accountId}@deleted.invalid`;
}

/**
 * Deleting an account (decision 0050): in one transaction, every session is revoked and every emailed
 * link spent, the personal data is erased (the account row keeps only its id, unit and type, so orders,
 * cards, payments and ledgers keep their references and the unit's figures stay whole), and the reasons
 * are recorded without anything personal.
 */
export class AccountDeletions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async hasOrderAwaitingPayment(accountId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), inArray(orders.status, [...AWAITING_PAYMENT])))
      .limit(1);
    return row !== undefined;
  }

  /** Deletes the account; false when it was already deleted (a repeated call). */
  async delete(request: DeletionRequest): Promise<boolean> {
    const at = new Date(this.now());
    const { accountId } = request;
    return this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(accountDeletions)
        .values({ ...request, deletedAt: at })
        .onConflictDoNothing()
        .returning({ accountId: accountDeletions.accountId });
      if (recorded.length === 0) return false;
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
      await tx
        .update(accountTokens)
        .set({ usedAt: at })
        .where(and(eq(accountTokens.accountId, accountId), isNull(accountTokens.usedAt)));
      await tx
        .update(twoFactorChallenges)
        .set({ usedAt: at })
        .where(and(eq(twoFactorChallenges.accountId, accountId), isNull(twoFactorChallenges.usedAt)));
      await tx.delete(twoFactorFailures).where(eq(twoFactorFailures.accountId, accountId));
      await tx.delete(loginFailures).where(eq(loginFailures.accountId, accountId));
      await tx.delete(addressBook).where(eq(addressBook.accountId, accountId));
      await tx.delete(inboxMessages).where(eq(inboxMessages.accountId, accountId));
      await tx.delete(carts).where(eq(carts.accountId, accountId));
      // The registration it came from held its name and password hash.
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.accountId, accountId));
      // A member leaves its company; a company's members become plain individual accounts again.
      await tx
        .delete(corporateMembers)
        .where(or(eq(corporateMembers.memberAccountId, accountId), eq(corporateMembers.companyAccountId, accountId)));
      await tx.delete(corporateCodes).where(eq(corporateCodes.companyAccountId, accountId));
      await tx
        .update(accounts)
        .set({
          email: erasedEmail(accountId),
          mobileNo: '',
          passwordHash: '',
          firstName: '',
          lastName: '',
          civility: 3,
          status: 'disabled',
          isSubscription: false,
          allowUpdateProfile: false,
          documentType: '',
          idCardNo: '',
          promoCode: '',
          companyInfo: null,
          deliveryInfo: null,
          invoiceInfo: null,
          businessVerificationNote: '',
        })
        .where(eq(accounts.id, accountId));
      return true;
    });
  }
}
