import { KYB_VERIFICATION_TRANSFER, MEMBER_LEVELS } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { kybAccounts, kybDossiers, type KybDossierStateColumn } from './kyb-tables';

export type KybReviewAccount = typeof kybAccounts.$inferSelect;

/** A dossier as the reviewers' list shows it. */
export interface KybReviewLine {
  dossierId: number;
  buId: string;
  email: string;
  companyName: string;
  state: KybDossierStateColumn;
  submittedAt: Date | null;
  transferReference: string;
  transferReceivedAt: Date | null;
}

/** Why a reviewer's step was refused. */
export type KybReviewRefusal =
  'notFound' | 'notSubmitted' | 'transferMissing' | 'wrongAmount' | 'wrongIban' | 'alreadyApproved';

export type KybReviewOutcome =
  { ok: true; account: KybReviewAccount; linkedAccountId?: number | null } | { ok: false; refused: KybReviewRefusal };

/** What the back office adds to a step (issue 21): its audit entry, written in the step's transaction. */
export interface KybStepOptions {
  audit?: (tx: Db) => Promise<void>;
}

class Refused extends Error {
  constructor(readonly refused: KybReviewRefusal) {
    super(refused);
  }
}

/** The reviewers' side of the dossiers: the queue, the verification transfer, approval and rejection. */
export class KybReviews {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Dossiers of a state (submitted by default), oldest filing first, of one unit when given. */
  async list(state: KybDossierStateColumn = 'submitted', buId?: string): Promise<KybReviewLine[]> {
    return this.db
      .select({
        dossierId: kybDossiers.kybAccountId,
        buId: kybDossiers.buId,
        email: kybAccounts.email,
        companyName: kybAccounts.companyName,
        state: kybDossiers.state,
        submittedAt: kybDossiers.submittedAt,
        transferReference: kybDossiers.transferReference,
        transferReceivedAt: kybDossiers.transferReceivedAt,
      })
      .from(kybDossiers)
      .innerJoin(kybAccounts, eq(kybAccounts.id, kybDossiers.kybAccountId))
      .where(and(eq(kybDossiers.state, state), buId ? eq(kybDossiers.buId, buId) : undefined))
      .orderBy(asc(kybDossiers.submittedAt), asc(kybDossiers.kybAccountId));
  }

  /** The dossier id of a transfer reference (as printed on the shop's bank statement), or null. */
  async byReference(reference: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: kybDossiers.kybAccountId })
      .from(kybDossiers)
      .where(eq(kybDossiers.transferReference, reference.trim().toUpperCase()));
    return row?.id ?? null;
  }

  /**
   * Records the verification transfer seen on the bank statement: exactly 10 euro (1000 minor units)
   * from the IBAN the dossier gives. Not on an approved dossier (nothing left to prove).
   */
  async recordTransfer(
    dossierId: number,
    transfer: { amount: number; currency: string; fromIban: string; reviewer: string },
    options: KybStepOptions = {},
  ): Promise<KybReviewOutcome> {
    return this.step(dossierId, options, async (tx, dossier) => {
      if (dossier.state === 'approved') throw new Refused('alreadyApproved');
      if (
        transfer.amount !== KYB_VERIFICATION_TRANSFER.amount ||
        transfer.currency !== KYB_VERIFICATION_TRANSFER.currency
      )
        throw new Refused('wrongAmount');
      const iban = String((dossier.bankInfo as { iban?: string } | null)?.iban ?? '');
      if (!iban || iban !== transfer.fromIban.replace(/\s+/g, '').toUpperCase()) throw new Refused('wrongIban');
      await tx
        .update(kybDossiers)
        .set({
          transferAmount: transfer.amount,
          transferFromIban: iban,
          transferReceivedAt: new Date(this.now()),
          transferRecordedBy: transfer.reviewer,
        })
        .where(eq(kybDossiers.kybAccountId, dossierId));
      return {};
    });
  }

  /**
   * Approves a submitted dossier whose transfer is recorded from its current IBAN; the unit's business
   * account of the same email, if any, becomes En Compte (contract type 2; the back office may choose
   * another) and is linked to it.
   */
  async approve(
    dossierId: number,
    reviewer: string,
    options: KybStepOptions & { contractTypeId?: number } = {},
  ): Promise<KybReviewOutcome> {
    return this.step(dossierId, options, async (tx, dossier, account) => {
      if (dossier.state !== 'submitted') throw new Refused('notSubmitted');
      const iban = String((dossier.bankInfo as { iban?: string } | null)?.iban ?? '');
      if (!dossier.transferReceivedAt || dossier.transferFromIban !== iban) throw new Refused('transferMissing');
      const [linked] = await tx
        .update(accounts)
        .set({ contractTypeId: options.contractTypeId ?? MEMBER_LEVELS.EnCompte })
        .where(and(eq(accounts.buId, dossier.buId), eq(accounts.email, account.email), eq(accounts.custType, 'B')))
        .returning({ id: accounts.id });
      const now = new Date(this.now());
      await tx
        .update(kybDossiers)
        .set({
          state: 'approved',
          reviewedAt: now,
          reviewedBy: reviewer,
          rejectionReason: '',
          linkedAccountId: linked?.id ?? null,
          updatedAt: now,
        })
        .where(eq(kybDossiers.kybAccountId, dossierId));
      return { linkedAccountId: linked?.id ?? null };
    });
  }

  /** Rejects a submitted dossier with its reason: the company may edit it and submit it again. */
  async reject(
    dossierId: number,
    reviewer: string,
    reason: string,
    options: KybStepOptions = {},
  ): Promise<KybReviewOutcome> {
    return this.step(dossierId, options, async (tx, dossier) => {
      if (dossier.state !== 'submitted') throw new Refused('notSubmitted');
      const now = new Date(this.now());
      await tx
        .update(kybDossiers)
        .set({ state: 'rejected', reviewedAt: now, reviewedBy: reviewer, rejectionReason: reason, updatedAt: now })
        .where(eq(kybDossiers.kybAccountId, dossierId));
      return {};
    });
  }

  /** One reviewer step on a dossier locked in a transaction. */
  private async step(
    dossierId: number,
    options: KybStepOptions,
    change: (
      tx: Db,
      dossier: typeof kybDossiers.$inferSelect,
      account: KybReviewAccount,
    ) => Promise<{ linkedAccountId?: number | null }>,
  ): Promise<KybReviewOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const [dossier] = await tx
          .select()
          .from(kybDossiers)
          .where(eq(kybDossiers.kybAccountId, dossierId))
          .for('update');
        const [account] = await tx.select().from(kybAccounts).where(eq(kybAccounts.id, dossierId));
        if (!dossier || !account) throw new Refused('notFound');
        const extra = await change(tx, dossier, account);
        await options.audit?.(tx);
        return { ok: true as const, account, ...extra };
      });
    } catch (error) {
      if (error instanceof Refused) return { ok: false, refused: error.refused };
      throw error;
    }
  }
}
