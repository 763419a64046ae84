import {
  approveBusinessAccount,
  approveKybDossier,
  cancelOfflinePaymentOrder,
  confirmOfflinePaymentOrder,
  getKybReviewDossier,
  getOfflinePaymentOrders,
  getOfflinePaymentReceipt,
  getRefundableOrder,
  getReviewDocument,
  getReviewQueue,
  recordKybTransfer,
  refundOrder,
  rejectBusinessAccount,
  rejectKybDossier,
} from '@shop/contracts';
import { refundReasonSchema, rejectionFormSchema } from '@shop/validation';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { operatorRunning, type OperatorPrincipal } from '../operators/operator-access';
import type { AuditRecord } from '../operators/audit-log';
import {
  cancelOfflineOrder,
  confirmOfflineOrder,
  offlinePaymentOrders,
  offlinePaymentReceipt,
} from './offline-payments';
import { refundableOrder, refundOrder as refund } from './order-refund';
import { refundableOrderView, refundView } from './refundable-order-view';
import {
  approveKybDossierOfUnit,
  decideBusinessAccount,
  kybReviewDossier,
  recordKybTransfer as recordTransfer,
  rejectKybDossierOfUnit,
  reviewDocument,
  reviewQueue,
} from './review-queue';

/** The operator of a back-office call about `buId` (58050 for a unit he does not run) and his audit entry. */
function actingOperator(call: Call<unknown>, buId: string) {
  const operator = operatorRunning(call, buId);
  const audit = (entry: Omit<AuditRecord, 'buId'>) => (tx: Db | null) =>
    call.services.audit.record(tx, operator, { ...entry, buId });
  return { operator, audit, reviewer: reviewerName(operator) };
}

/** How the dossiers, accounts and order histories name the operator who decided. */
const reviewerName = (operator: OperatorPrincipal) => `${operator.name} <${operator.email}>`;

const reasonOf = (reason: string) => applyFieldRules(rejectionFormSchema, { reason }).reason.trim();

export const BACK_OFFICE_HANDLERS = [
  handler(getReviewQueue, async (call) => {
    operatorRunning(call, call.input.buId);
    return reviewQueue(call.services, call.input.buId);
  }),

  handler(getKybReviewDossier, async (call) => {
    operatorRunning(call, call.input.buId);
    return kybReviewDossier(call.services, call.input.buId, call.input.dossierId);
  }),

  handler(getReviewDocument, async (call) => {
    const { buId, fileId } = call.input;
    const { audit } = actingOperator(call, buId);
    const file = await reviewDocument(call.services, buId, fileId);
    // Reading a company's identity documents is an action too: the log says who opened which.
    await audit({ action: 'review.openDocument', target: fileId, details: { fileName: file.filename } })(null);
    return file;
  }),

  handler(approveBusinessAccount, async (call) => {
    const { buId, accountId, contractTypeId } = call.input;
    const { audit, reviewer } = actingOperator(call, buId);
    return decideBusinessAccount(
      call.services,
      { buId, accountId, decision: 'verified', contractTypeId },
      {
        reviewer,
        audit: audit({ action: 'review.businessApprove', target: String(accountId), details: { contractTypeId } }),
      },
    );
  }),

  handler(rejectBusinessAccount, async (call) => {
    const { buId, accountId } = call.input;
    const reason = reasonOf(call.input.reason);
    const { audit, reviewer } = actingOperator(call, buId);
    return decideBusinessAccount(
      call.services,
      { buId, accountId, decision: 'refused', reason },
      { reviewer, audit: audit({ action: 'review.businessReject', target: String(accountId), details: { reason } }) },
    );
  }),

  handler(recordKybTransfer, async (call) => {
    const { buId, dossierId, fromIban, amount, currency } = call.input;
    const { audit, reviewer } = actingOperator(call, buId);
    return recordTransfer(call.services, call.input, {
      reviewer,
      audit: audit({
        action: 'review.kybTransfer',
        target: String(dossierId),
        details: { fromIban, amount, currency },
      }),
    });
  }),

  handler(approveKybDossier, async (call) => {
    const { buId, dossierId, contractTypeId } = call.input;
    const { audit, reviewer } = actingOperator(call, buId);
    return approveKybDossierOfUnit(call.services, call.input, {
      reviewer,
      audit: audit({ action: 'review.kybApprove', target: String(dossierId), details: { contractTypeId } }),
    });
  }),

  handler(rejectKybDossier, async (call) => {
    const { buId, dossierId } = call.input;
    const reason = reasonOf(call.input.reason);
    const { audit, reviewer } = actingOperator(call, buId);
    return rejectKybDossierOfUnit(
      call.services,
      { buId, dossierId, reason },
      { reviewer, audit: audit({ action: 'review.kybReject', target: String(dossierId), details: { reason } }) },
    );
  }),

  handler(getOfflinePaymentOrders, async (call) => {
    operatorRunning(call, call.input.buId);
    return { orders: await offlinePaymentOrders(call.services, call.input.buId) };
  }),

  handler(getOfflinePaymentReceipt, async (call) => {
    const { buId, orderNo } = call.input;
    const { audit } = actingOperator(call, buId);
    const receipt = await offlinePaymentReceipt(call.services, buId, orderNo);
    await audit({ action: 'offlinePayment.openReceipt', target: orderNo })(null);
    return receipt;
  }),

  handler(confirmOfflinePaymentOrder, async (call) => {
    const { buId, orderNo } = call.input;
    const { audit, reviewer } = actingOperator(call, buId);
    return confirmOfflineOrder(call.services, call.input, {
      reviewer,
      audit: audit({ action: 'offlinePayment.confirm', target: orderNo }),
    });
  }),

  handler(cancelOfflinePaymentOrder, async (call) => {
    const { buId, orderNo } = call.input;
    const { audit, reviewer } = actingOperator(call, buId);
    return cancelOfflineOrder(call.services, call.input, {
      reviewer,
      audit: audit({ action: 'offlinePayment.cancel', target: orderNo }),
    });
  }),

  handler(getRefundableOrder, async (call) => {
    operatorRunning(call, call.input.buId);
    const order = await refundableOrder(call.services, call.input.buId, call.input.orderNo);
    return refundableOrderView(call.services, order);
  }),

  handler(refundOrder, async (call) => {
    const { buId, orderNo, cardIds, destination } = call.input;
    const reason = applyFieldRules(v.object({ reason: refundReasonSchema }), {
      reason: call.input.reason,
    }).reason.trim();
    const { operator, audit } = actingOperator(call, buId);
    if (!call.idempotencyKey) throw new ApiFailure('IDEMPOTENCY_KEY_MISSING');
    const done = await refund(call.services, {
      buId,
      orderNo,
      cardIds,
      destination,
      reason,
      requestKey: `operator:${operator.operatorId}:${call.idempotencyKey}`,
      actor: { operatorId: String(operator.operatorId), operatorName: reviewerName(operator) },
      audit: (tx, row) =>
        audit({
          action: cardIds.length > 0 ? 'refund.partial' : 'refund.whole',
          target: orderNo,
          details: { refundId: row.id, amount: row.amount, destination, cardIds, reason },
        })(tx),
    });
    const order = await refundableOrder(call.services, buId, orderNo);
    return { refund: refundView(done), order: await refundableOrderView(call.services, order) };
  }),
];
