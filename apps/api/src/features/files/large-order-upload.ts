import { API_ERRORS, uploadLargeOrderFile, type OrderLineDraft } from '@shop/contracts';
import { LARGE_ORDER_FILE_UPLOAD, UPLOAD_ERROR_CODES } from '@shop/validation';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { storeOrder } from '../orders/order-creation';
import { priceDrafts } from '../orders/order-pricing-call';
import { draftOfRow } from './large-order-drafts';
import { fileLineIssues, type RowIssues } from './large-order-results';
import { readLargeOrderSheet } from './large-order-sheet';
import { checkUpload, uploadFailure } from './upload-checks';
import { sha256Hex, storeUpload } from './store-upload';
import { consumeUploadAllowance } from './upload-allowance';
import { newStoredFileId } from './upload-folder';

type LargeOrderCall = Call<{ custId: string; fileName: string; fileSha256: string }>;

const SHEET_FAILURES = {
  tooManyRows: 'LARGE_ORDER_TOO_MANY_ROWS',
  empty: 'LARGE_ORDER_EMPTY',
} as const;

/** The caller's large-order file, checked by content (type and size first, then SheetJS reads it). */
async function readUpload(call: LargeOrderCall) {
  const { input, upload, session } = call;
  // Spec 1: large-order file upload is for business users (decision 0013).
  if (session?.custType !== 'B') throw new ApiFailure('LARGE_ORDER_BUSINESS_ONLY');
  if (!upload) throw invalidRequest([{ path: 'file', message: API_ERRORS.INVALID_REQUEST.message }]);
  if (sha256Hex(upload.bytes) !== input.fileSha256) {
    throw invalidRequest([{ path: 'fileSha256', message: 'does not match the file sent' }]);
  }
  const extension = input.fileName.slice(input.fileName.lastIndexOf('.') + 1);
  const checked = await checkUpload({ bytes: upload.bytes, extension }, LARGE_ORDER_FILE_UPLOAD, 'file');
  const sheet = readLargeOrderSheet(upload.bytes, checked.format as 'xlsx' | 'xls' | 'csv');
  if (!sheet.ok) {
    if (sheet.problem === 'malformed')
      throw uploadFailure({ code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' }, 'file');
    throw new ApiFailure(SHEET_FAILURES[sheet.problem]);
  }
  return { bytes: upload.bytes, contentType: checked.contentType, rows: sheet.rows };
}

/**
 * POST /v3/files/uploadFile: a business member's large order, one receiver per row. Every row is read
 * as an order-line draft and checked with the order form's rules and the catalogue's prices (the
 * creation call's own priceDrafts / storeOrder). All valid: the order is created (03, unpaid) with the
 * file's row in its transaction. Any row wrong: nothing is ordered, the file is kept as rejected, and
 * every row's issues are answered.
 */
export const uploadLargeOrderFileHandler = handler(uploadLargeOrderFile, async (call) => {
  await consumeUploadAllowance(call);
  const file = await readUpload(call);
  const issues: RowIssues = new Map(file.rows.map((row) => [row.rowNo, []]));
  const drafts: OrderLineDraft[] = [];
  const draftRowNos: number[] = [];
  for (const row of file.rows) {
    const read = draftOfRow(row, call.unit);
    if (read.ok) {
      drafts.push(read.draft);
      draftRowNos.push(row.rowNo);
    } else issues.set(row.rowNo, read.issues);
  }
  const stored = {
    bytes: file.bytes,
    contentType: file.contentType,
    purpose: 'largeOrder' as const,
    originalName: call.input.fileName,
    rowCount: file.rows.length,
  };
  const orderCall = { ...call, input: { custId: call.input.custId, orderLines: drafts } };

  let ordered: Awaited<ReturnType<typeof storeOrder>> | null = null;
  const fileId = newStoredFileId();
  try {
    if (drafts.length === file.rows.length) {
      ordered = await storeOrder(orderCall, 'order', async (tx, order) => {
        await storeUpload(call, { ...stored, fileId, orderNo: order.orderNo }, tx);
      });
    } else if (drafts.length > 0) {
      await priceDrafts(orderCall, drafts);
    }
  } catch (error) {
    // The order's transaction may have failed after the file took its name.
    await call.services.uploads.discard(call.services.uploads.pathOf(fileId));
    if (!fileLineIssues(error, draftRowNos, issues)) throw error;
  }
  const row = ordered ? null : await storeUpload(call, { ...stored, fileId });
  return {
    fileId: row?.id ?? fileId,
    rowCount: file.rows.length,
    ordered: ordered !== null,
    orderNo: ordered?.order.orderNo ?? '',
    currency: call.unit.currency,
    orderAmtTot: ordered?.order.totalAmount ?? 0,
    rows: file.rows.map(({ rowNo }) => {
      const rowIssues = issues.get(rowNo) ?? [];
      return { rowNo, ok: rowIssues.length === 0, issues: rowIssues };
    }),
  };
});
