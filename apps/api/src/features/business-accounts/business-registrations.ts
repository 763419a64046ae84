import { BUSINESS_REGISTRATION_VALIDITY_MS, type BusinessDocumentType } from '@shop/contracts';
import { and, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, storedFiles } from '../../db/schema';
import { randomToken } from '../../security/tokens';
import type { AccountRow } from '../auth/account-repository';
import { businessDocuments, businessRegistrations } from './business-account-tables';

export type BusinessRegistrationRow = typeof businessRegistrations.$inferSelect;

/** What steps 2 and 3 give: the account's fields (the company as companyInfo) and its sign-in. */
export interface BusinessAccountDetails {
  civility: 1 | 2 | 3;
  firstName: string;
  lastName: string;
  mobileNo: string;
  isSubscription: boolean;
  companyType: number;
  companyInfo: Record<string, unknown>;
}

export interface AccountStep {
  email: string;
  emailTaken: boolean;
  details: BusinessAccountDetails;
  passwordHash: string;
  codeId: string;
}

/** Why a registration could not be completed. */
export type CompletionRefusal = 'expired' | 'emailNotConfirmed' | 'documentMissing';

/** Thrown inside the completion's transaction to roll it back. */
class NotCompleted extends Error {
  constructor(readonly reason: CompletionRefusal) {
    super(reason);
  }
}

/** Business registrations between their steps (step 1 to Verify), and their completion into an account. */
export class BusinessRegistrations {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private live() {
    return and(isNull(businessRegistrations.completedAt), gt(businessRegistrations.expiresAt, new Date(this.now())));
  }

  /** Opens a registration of a unit; answers its temp id. */
  async open(buId: string): Promise<string> {
    const tempId = randomToken(24);
    const now = this.now();
    await this.db.insert(businessRegistrations).values({
      tempId,
      buId,
      expiresAt: new Date(now + BUSINESS_REGISTRATION_VALIDITY_MS),
      createdAt: new Date(now),
    });
    return tempId;
  }

  /** The live (not completed, not expired) registration of a temp id in a unit; null otherwise. */
  async find(buId: string, tempId: string): Promise<BusinessRegistrationRow | null> {
    const [row] = await this.db
      .select()
      .from(businessRegistrations)
      .where(and(eq(businessRegistrations.tempId, tempId), eq(businessRegistrations.buId, buId), this.live()));
    return row ?? null;
  }

  /** Keeps steps 2 and 3 (again when they are sent again): a new email must be confirmed anew. */
  async saveAccountStep(registrationId: number, step: AccountStep): Promise<void> {
    await this.db
      .update(businessRegistrations)
      .set({
        email: step.email,
        emailTaken: step.emailTaken,
        details: step.details as unknown as Record<string, unknown>,
        passwordHash: step.passwordHash,
        codeId: step.codeId,
        codeSentAt: new Date(this.now()),
        emailConfirmedAt: null,
      })
      .where(eq(businessRegistrations.id, registrationId));
  }

  /** A new code for the registration's email. */
  async replaceCode(registrationId: number, codeId: string): Promise<void> {
    await this.db
      .update(businessRegistrations)
      .set({ codeId, codeSentAt: new Date(this.now()) })
      .where(eq(businessRegistrations.id, registrationId));
  }

  /** The live registration whose current code is `codeId` for `email`. */
  async byCode(codeId: string, email: string): Promise<BusinessRegistrationRow | null> {
    const [row] = await this.db
      .select()
      .from(businessRegistrations)
      .where(and(eq(businessRegistrations.codeId, codeId), eq(businessRegistrations.email, email), this.live()));
    return row ?? null;
  }

  async markEmailConfirmed(registrationId: number): Promise<void> {
    await this.db
      .update(businessRegistrations)
      .set({ emailConfirmedAt: new Date(this.now()) })
      .where(eq(businessRegistrations.id, registrationId));
  }

  /**
   * Completes a registration whose email is confirmed, in one transaction: the business account
   * (pending the document check), its document (a businessDocument the unit's guest uploaded, not
   * used yet), the file handed to the account, the registration closed. Answers the account, or why not.
   */
  async complete(
    buId: string,
    tempId: string,
    document: { fileId: string; documentType: BusinessDocumentType },
  ): Promise<AccountRow | CompletionRefusal> {
    const now = new Date(this.now());
    try {
      return await this.db.transaction(async (tx) => {
        const [registration] = await tx
          .select()
          .from(businessRegistrations)
          .where(and(eq(businessRegistrations.tempId, tempId), eq(businessRegistrations.buId, buId), this.live()))
          .for('update');
        if (!registration) throw new NotCompleted('expired');
        const { email, details, passwordHash } = registration;
        if (!registration.emailConfirmedAt || registration.emailTaken || !email || !details || !passwordHash)
          throw new NotCompleted('emailNotConfirmed');
        const [file] = await tx
          .update(storedFiles)
          .set({ ownerScope: sql`'account-pending:' || ${registration.id}` })
          .where(
            and(
              eq(storedFiles.id, document.fileId),
              eq(storedFiles.buId, buId),
              eq(storedFiles.purpose, 'businessDocument'),
              // Any guest's upload of the unit: the registration's own tempId is the proof here.
              or(eq(storedFiles.ownerScope, `guest:${buId}`), like(storedFiles.ownerScope, `guest:${buId}:%`)),
              isNull(storedFiles.accountId),
            ),
          )
          .returning({ id: storedFiles.id });
        if (!file) throw new NotCompleted('documentMissing');
        const account = details as unknown as BusinessAccountDetails;
        const [created] = await tx
          .insert(accounts)
          .values({
            buId,
            custType: 'B',
            email,
            passwordHash,
            status: 'active',
            // The emailed code proved the address.
            isActivateAccount: 1,
            registerType: 'B2B',
            firstName: account.firstName,
            lastName: account.lastName,
            civility: account.civility,
            mobileNo: account.mobileNo,
            isSubscription: account.isSubscription,
            companyType: account.companyType,
            companyInfo: account.companyInfo,
            businessVerification: 'pending',
            businessVerificationAt: now,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        // The address got an account some other way meanwhile.
        if (!created) throw new NotCompleted('expired');
        await tx
          .update(storedFiles)
          .set({ accountId: created.id, ownerScope: `account:${created.id}` })
          .where(eq(storedFiles.id, file.id));
        await tx
          .insert(businessDocuments)
          .values({ accountId: created.id, fileId: file.id, documentType: document.documentType, createdAt: now });
        await tx
          .update(businessRegistrations)
          .set({ completedAt: now, accountId: created.id })
          .where(eq(businessRegistrations.id, registration.id));
        return created;
      });
    } catch (error) {
      if (error instanceof NotCompleted) return error.reason;
      throw error;
    }
  }
}
