import { API_ERRORS, uploadLargeOrderFile } from '@shop/contracts';
import { LARGE_ORDER_FILE_UPLOAD, UPLOAD_ERROR_CODES } from '@shop/validation';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { checkLargeOrderRows } from './large-order-check';
import { readLargeOrderSheet, type SheetRow } from './large-order-sheet';
import { checkUpload, uploadFailure } from './upload-checks';
import { sha256Hex, storeUpload } from './store-upload';
import { consumeUploadAllowance } from './upload-allowance';

type LargeOrderCall = Call<{ custId: string; fileName: string; fileSha256: string }>;

const SHEET_FAILURES = {
  tooManyRows: 'LARGE_ORDER_TOO_MANY_ROWS',
  empty: 'LARGE_ORDER_EMPTY',
} as const;

/** The receivers of a large-order file's bytes (SheetJS), or the upload's failure. */
export function sheetRowsOf(bytes: Uint8Array, format: 'xlsx' | 'xls' | 'csv'): SheetRow[] {
  const sheet = readLargeOrderSheet(bytes, format);
  if (sheet.ok) return sheet.rows;
  if (sheet.problem === 'malformed')
    throw uploadFailure({ code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' }, 'file');
  throw new ApiFailure(SHEET_FAILURES[sheet.problem]);
}

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
  const rows = sheetRowsOf(upload.bytes, checked.format as 'xlsx' | 'xls' | 'csv');
  return { bytes: upload.bytes, contentType: checked.contentType, rows };
}

/**
 * POST /v3/files/uploadFile: a business member's large order, one receiver per row. Every row is read
 * as an order-line draft and checked with the order form's rules and the catalogue's prices (the
 * creation call's own priceDrafts). Nothing is ordered: the file is kept with how many rows passed,
 * and every row's issues are answered with what the valid rows cost. orderLargeOrderFile orders them.
 */
export const uploadLargeOrderFileHandler = handler(uploadLargeOrderFile, async (call) => {
  await consumeUploadAllowance(call);
  const file = await readUpload(call);
  const checked = await checkLargeOrderRows(call, file.rows);
  const row = await storeUpload(call, {
    bytes: file.bytes,
    contentType: file.contentType,
    purpose: 'largeOrder',
    originalName: call.input.fileName,
    rowCount: file.rows.length,
    validRowCount: checked.valid.length,
  });
  return {
    fileId: row.id,
    rowCount: file.rows.length,
    validRowCount: checked.valid.length,
    currency: call.unit.currency,
    validAmtTot: checked.pricing?.totals.total ?? 0,
    rows: file.rows.map(({ rowNo }) => {
      const rowIssues = checked.issues.get(rowNo) ?? [];
      return { rowNo, ok: rowIssues.length === 0, issues: rowIssues };
    }),
  };
});
