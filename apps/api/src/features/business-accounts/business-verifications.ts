import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, storedFiles } from '../../db/schema';
import type { AccountRow } from '../auth/account-repository';
import { businessDocuments } from './business-account-tables';

export type BusinessVerificationDecision = 'verified' | 'refused';

/** A business account waiting for its document check, with what a reviewer looks at. */
export interface PendingBusinessAccount {
  accountId: number;
  buId: string;
  email: string;
  companyName: string;
  sirenNumber: string;
  contactName: string;
  contractTypeId: number;
  registeredAt: Date;
  documents: { fileId: string; documentType: string; contentType: string; originalName: string }[];
}

/** Whether an account may place an order as far as its document check goes (individuals always may). */
export function passedBusinessCheck(account: Pick<AccountRow, 'custType' | 'businessVerification'>): boolean {
  return account.custType !== 'B' || account.businessVerification === 'verified';
}

/** The manual document check of business accounts: the reviewers' queue and their decisions. */
export class BusinessVerifications {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Business accounts waiting for the check, oldest first (of one unit when given). */
  async pending(buId?: string): Promise<PendingBusinessAccount[]> {
    const waiting = and(
      eq(accounts.custType, 'B'),
      eq(accounts.businessVerification, 'pending'),
      buId ? eq(accounts.buId, buId) : undefined,
    );
    const rows = await this.db
      .select()
      .from(accounts)
      .where(waiting)
      .orderBy(asc(accounts.createdAt), asc(accounts.id));
    if (rows.length === 0) return [];
    const documents = await this.db
      .select({
        accountId: businessDocuments.accountId,
        fileId: businessDocuments.fileId,
        documentType: businessDocuments.documentType,
        contentType: storedFiles.contentType,
        originalName: storedFiles.originalName,
      })
      .from(businessDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, businessDocuments.fileId))
      .where(
        inArray(
          businessDocuments.accountId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(businessDocuments.id));
    return rows.map((row) => ({
      accountId: row.id,
      buId: row.buId,
      email: row.email,
      companyName: String(row.companyInfo?.companyName ?? ''),
      sirenNumber: String(row.companyInfo?.sirenNumber ?? ''),
      contactName: `${row.firstName} ${row.lastName}`.trim(),
      contractTypeId: row.contractTypeId,
      registeredAt: row.createdAt,
      documents: documents
        .filter((document) => document.accountId === row.id)
        .map(({ fileId, documentType, contentType, originalName }) => ({
          fileId,
          documentType,
          contentType,
          originalName,
        })),
    }));
  }

  /**
   * Records a reviewer's decision on a business account (a refusal with its reason); answers the
   * account as it now is, or null when no business account has that id.
   */
  async decide(accountId: number, decision: BusinessVerificationDecision, note = ''): Promise<AccountRow | null> {
    const [row] = await this.db
      .update(accounts)
      .set({
        businessVerification: decision,
        businessVerificationAt: new Date(this.now()),
        businessVerificationNote: note,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.custType, 'B')))
      .returning();
    return row ?? null;
  }

  /**
   * The back office's decision (issue 21) inside `db`: only a pending business account of the unit is
   * decided (one conditional UPDATE, so of two reviewers deciding at once one wins); a verification
   * sets the contract type too. Answers the account as it now is, or null when it was not pending.
   */
  async decidePending(
    db: Db,
    target: { accountId: number; buId: string },
    decision: BusinessVerificationDecision,
    change: { note?: string; contractTypeId?: number },
  ): Promise<AccountRow | null> {
    const [row] = await db
      .update(accounts)
      .set({
        businessVerification: decision,
        businessVerificationAt: new Date(this.now()),
        businessVerificationNote: change.note ?? '',
        ...(change.contractTypeId !== undefined && { contractTypeId: change.contractTypeId }),
      })
      .where(
        and(
          eq(accounts.id, target.accountId),
          eq(accounts.buId, target.buId),
          eq(accounts.custType, 'B'),
          eq(accounts.businessVerification, 'pending'),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** A business account of the unit (any state), or null. */
  async businessAccount(accountId: number, buId: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.buId, buId), eq(accounts.custType, 'B')));
    return row ?? null;
  }

  /** Whether a stored file is a document of one of the unit's business accounts. */
  async isDocumentOfUnit(fileId: string, buId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: businessDocuments.id })
      .from(businessDocuments)
      .innerJoin(accounts, eq(accounts.id, businessDocuments.accountId))
      .where(and(eq(businessDocuments.fileId, fileId), eq(accounts.buId, buId)));
    return row !== undefined;
  }
}
