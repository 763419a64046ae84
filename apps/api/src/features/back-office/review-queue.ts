import type {
  FileAnswer,
  KybBankInfo,
  KybCompanyInfo,
  KybEmbargoInfo,
  Language,
  ReviewDocument,
} from '@shop/contracts';
import { LANGUAGES } from '@shop/contracts';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { signInLink } from '../registration/email-links';
import { approveKybDossier, rejectKybDossier } from '../kyb/kyb-review-actions';
import type { KybReviewOutcome, KybReviewRefusal } from '../kyb/kyb-reviews';
import { personView } from '../kyb/kyb-view';
import { businessDecisionEmailTexts } from './business-decision-email-texts';

// The review queue of the back office (decision 0041): it reuses the reviewers' services of the
// command-line tools (BusinessVerifications, KybReviews and their actions) and adds the unit check,
// the contract type, the emails of business decisions and the audit entry in each decision's transaction.

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

/** The unit's queue: business accounts waiting for the document check, and submitted dossiers. */
export async function reviewQueue(services: Services, buId: string) {
  const accounts = await services.businessVerifications.pending(buId);
  const dossiers = await services.kybReviews.list('submitted', buId);
  return {
    businessAccounts: accounts.map((account) => ({
      accountId: account.accountId,
      buId: account.buId,
      email: account.email,
      companyName: account.companyName,
      sirenNumber: account.sirenNumber,
      contactName: account.contactName,
      registeredAt: iso(account.registeredAt),
      contractTypeId: account.contractTypeId,
      businessVerification: 'pending' as const,
      documents: account.documents.map((document) => ({
        fileId: document.fileId,
        documentType: document.documentType,
        contentType: document.contentType,
        fileName: document.originalName,
      })),
    })),
    kybDossiers: dossiers.map((dossier) => ({
      dossierId: dossier.dossierId,
      buId: dossier.buId,
      email: dossier.email,
      companyName: dossier.companyName,
      state: dossier.state,
      submittedAt: iso(dossier.submittedAt),
      transferReference: dossier.transferReference,
      transferReceivedAt: iso(dossier.transferReceivedAt),
    })),
  };
}

/** A dossier of the unit as a reviewer reads it, or 58062. */
export async function kybReviewDossier(services: Services, buId: string, dossierId: number) {
  const record = await services.kybDossiers.find(dossierId);
  const account = await services.kybAccounts.byId(dossierId);
  if (!record || !account || record.dossier.buId !== buId) throw new ApiFailure('BACK_OFFICE_DOSSIER_NOT_FOUND');
  const { dossier, members } = record;
  const documents: ReviewDocument[] = members.flatMap((member) =>
    member.idDocument
      ? [
          {
            fileId: member.idDocument.fileId,
            documentType: String(member.details.idDocumentType ?? ''),
            contentType: member.idDocument.contentType,
            fileName: member.idDocument.fileName,
          },
        ]
      : [],
  );
  return {
    dossierId,
    buId: dossier.buId,
    email: account.email,
    companyName: account.companyName,
    state: dossier.state,
    submittedAt: iso(dossier.submittedAt),
    transferReference: dossier.transferReference,
    transferReceivedAt: iso(dossier.transferReceivedAt),
    rejectionReason: dossier.rejectionReason,
    reviewedAt: iso(dossier.reviewedAt),
    reviewedBy: dossier.reviewedBy ?? '',
    companyInfo: (dossier.companyInfo as KybCompanyInfo | null) ?? null,
    embargoInfo: (dossier.embargoInfo as KybEmbargoInfo | null) ?? null,
    bankInfo: (dossier.bankInfo as KybBankInfo | null) ?? null,
    transferFromIban: dossier.transferFromIban ?? '',
    representatives: members.filter((member) => member.role === 'representative').map(personView),
    shareholders: members.filter((member) => member.role === 'shareholder').map(personView),
    documents,
  };
}

/** A file name the download answer accepts (letters, digits, '.', '-', '_'). */
function safeFileName(name: string, fileId: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(-100);
  return cleaned || `document-${fileId}`;
}

/** Whether a stored file is an ID document of a dossier of the unit. */
async function isKybDocumentOfUnit(services: Services, fileId: string, buId: string): Promise<boolean> {
  const file = await services.storedFiles.find(fileId);
  const dossierId = /^kyb:(\d+)$/.exec(file?.ownerScope ?? '')?.[1];
  if (!file || !dossierId) return false;
  const record = await services.kybDossiers.find(Number(dossierId));
  return record?.dossier.buId === buId && record.members.some((member) => member.idDocument?.fileId === fileId);
}

/** A business account's or a dossier's document of the unit, as its bytes (58066 otherwise). */
export async function reviewDocument(services: Services, buId: string, fileId: string): Promise<FileAnswer> {
  const allowed =
    (await services.businessVerifications.isDocumentOfUnit(fileId, buId)) ||
    (await isKybDocumentOfUnit(services, fileId, buId));
  const file = allowed ? await services.storedFiles.find(fileId) : null;
  if (!file) throw new ApiFailure('BACK_OFFICE_DOCUMENT_NOT_FOUND');
  const content = await services.uploads.read(fileId).catch(() => null);
  if (!content) throw new ApiFailure('BACK_OFFICE_DOCUMENT_NOT_FOUND');
  return { filename: safeFileName(file.originalName, fileId), contentType: file.contentType, content };
}

export interface ReviewerAction {
  /** The operator, as the dossier and account record their reviewer. */
  reviewer: string;
  /** The audit entry, written in the decision's transaction. */
  audit?: (tx: Db) => Promise<void>;
}

function unitLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/**
 * Verifies (with its contract type) or refuses (with the reason) a pending business account of the
 * unit, and emails the company. 58060 when no business account of the unit has the id, 58061 when it
 * is not pending any more.
 */
export async function decideBusinessAccount(
  services: Services,
  request: { buId: string; accountId: number } & (
    { decision: 'verified'; contractTypeId: 1 | 2 | 3 } | { decision: 'refused'; reason: string }
  ),
  action: ReviewerAction,
) {
  const target = { accountId: request.accountId, buId: request.buId };
  const account = await services.businessVerifications.businessAccount(request.accountId, request.buId);
  if (!account) throw new ApiFailure('BACK_OFFICE_ACCOUNT_NOT_FOUND');
  const unit = await services.units.find(request.buId);
  const texts = businessDecisionEmailTexts(unitLanguage(unit?.defaultLanguage));
  const company = String(account.companyInfo?.companyName ?? '') || account.email;
  const decided = await services.db.transaction(async (tx) => {
    const row =
      request.decision === 'verified'
        ? await services.businessVerifications.decidePending(tx, target, 'verified', {
            contractTypeId: request.contractTypeId,
          })
        : await services.businessVerifications.decidePending(tx, target, 'refused', { note: request.reason });
    if (!row) return null;
    await action.audit?.(tx);
    const message =
      request.decision === 'verified'
        ? texts.approved(company, request.contractTypeId, signInLink(services.shopUrl, row.buId, 'B'))
        : texts.refused(company, request.reason);
    await services.outbox.send({ buId: row.buId, channel: 'email', recipient: row.email, ...message }, tx);
    return row;
  });
  if (!decided) throw new ApiFailure('BACK_OFFICE_ACCOUNT_DECIDED');
  return {
    accountId: decided.id,
    email: decided.email,
    businessVerification: decided.businessVerification ?? request.decision,
    contractTypeId: decided.contractTypeId,
  };
}

const KYB_REFUSALS: Record<KybReviewRefusal, ConstructorParameters<typeof ApiFailure>[0]> = {
  notFound: 'BACK_OFFICE_DOSSIER_NOT_FOUND',
  notSubmitted: 'BACK_OFFICE_DOSSIER_NOT_SUBMITTED',
  transferMissing: 'BACK_OFFICE_TRANSFER_MISSING',
  wrongAmount: 'BACK_OFFICE_TRANSFER_WRONG',
  wrongIban: 'BACK_OFFICE_TRANSFER_WRONG',
  alreadyApproved: 'BACK_OFFICE_DOSSIER_NOT_SUBMITTED',
};

async function dossierOfUnit(services: Services, buId: string, dossierId: number) {
  const record = await services.kybDossiers.find(dossierId);
  if (!record || record.dossier.buId !== buId) throw new ApiFailure('BACK_OFFICE_DOSSIER_NOT_FOUND');
}

async function kybDecision(services: Services, dossierId: number, outcome: KybReviewOutcome) {
  if (!outcome.ok) throw new ApiFailure(KYB_REFUSALS[outcome.refused]);
  const record = await services.kybDossiers.find(dossierId);
  if (!record) throw new ApiFailure('BACK_OFFICE_DOSSIER_NOT_FOUND');
  return {
    dossierId,
    state: record.dossier.state,
    linkedAccountId: record.dossier.linkedAccountId ?? null,
    transferReceivedAt: iso(record.dossier.transferReceivedAt),
  };
}

/** Records the dossier's 10-euro verification transfer (KybReviews.recordTransfer). */
export async function recordKybTransfer(
  services: Services,
  request: { buId: string; dossierId: number; fromIban: string; amount: number; currency: string },
  action: ReviewerAction,
) {
  await dossierOfUnit(services, request.buId, request.dossierId);
  const outcome = await services.kybReviews.recordTransfer(
    request.dossierId,
    { amount: request.amount, currency: request.currency, fromIban: request.fromIban, reviewer: action.reviewer },
    { audit: action.audit },
  );
  return kybDecision(services, request.dossierId, outcome);
}

/** Approves a dossier with the contract type given and emails the company (approveKybDossier). */
export async function approveKybDossierOfUnit(
  services: Services,
  request: { buId: string; dossierId: number; contractTypeId: number },
  action: ReviewerAction,
) {
  await dossierOfUnit(services, request.buId, request.dossierId);
  const outcome = await approveKybDossier(services, request.dossierId, action.reviewer, {
    contractTypeId: request.contractTypeId,
    audit: action.audit,
  });
  return kybDecision(services, request.dossierId, outcome);
}

/** Rejects a dossier and emails the reason to the company (rejectKybDossier). */
export async function rejectKybDossierOfUnit(
  services: Services,
  request: { buId: string; dossierId: number; reason: string },
  action: ReviewerAction,
) {
  await dossierOfUnit(services, request.buId, request.dossierId);
  const outcome = await rejectKybDossier(services, request.dossierId, action.reviewer, request.reason, {
    audit: action.audit,
  });
  return kybDecision(services, request.dossierId, outcome);
}
