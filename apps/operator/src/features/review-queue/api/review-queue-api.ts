import type { ApiResult } from '@shop/api-client';
import {
  approveBusinessAccount,
  approveKybDossier,
  getKybReviewDossier,
  getReviewDocument,
  getReviewQueue,
  recordKybTransfer,
  rejectBusinessAccount,
  rejectKybDossier,
  type DownloadedFile,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';
import type { Decision } from '../components/DecisionForm';

// The review queue of a unit (issue 21): business accounts waiting for the document check, KYB dossiers.

export type ReviewQueue = ResponseOf<typeof getReviewQueue>;
export type KybReviewDossier = ResponseOf<typeof getKybReviewDossier>;

export const fetchReviewQueue = (buId: string): Promise<ApiResult<ReviewQueue>> =>
  operatorApi().call(getReviewQueue, { buId });

export const fetchKybDossier = (buId: string, dossierId: number): Promise<ApiResult<KybReviewDossier>> =>
  operatorApi().call(getKybReviewDossier, { buId, dossierId });

/** A document of an account or a dossier of the unit, to show inline. */
export const fetchReviewDocument = (buId: string, fileId: string): Promise<ApiResult<DownloadedFile>> =>
  operatorApi().download(getReviewDocument, { buId, fileId });

export function decideBusinessAccount(buId: string, accountId: number, decision: Decision) {
  return decision.kind === 'approve'
    ? operatorApi().call(approveBusinessAccount, { buId, accountId, contractTypeId: decision.contractTypeId })
    : operatorApi().call(rejectBusinessAccount, { buId, accountId, reason: decision.reason });
}

export function decideKybDossier(buId: string, dossierId: number, decision: Decision) {
  return decision.kind === 'approve'
    ? operatorApi().call(approveKybDossier, { buId, dossierId, contractTypeId: decision.contractTypeId })
    : operatorApi().call(rejectKybDossier, { buId, dossierId, reason: decision.reason });
}

export type KybTransfer = Omit<RequestOf<typeof recordKybTransfer>, 'buId' | 'dossierId'>;

export const recordTransfer = (buId: string, dossierId: number, transfer: KybTransfer) =>
  operatorApi().call(recordKybTransfer, { buId, dossierId, ...transfer });
