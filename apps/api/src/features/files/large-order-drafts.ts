import * as XLSX from '@e965/xlsx';
import {
  DRAFT_DELIVER_TYPES,
  OrderLineDraftSchema,
  type BusinessUnit,
  type FieldIssue,
  type OrderLineDraft,
} from '@shop/contracts';
import { toMinorUnits } from '@shop/cart-rules';
import { formatValidationMessage, type MessageKey } from '@shop/validation';
import * as v from 'valibot';
import type { SheetRow } from './large-order-sheet';

/** A row read as an order-line draft, or the issues of the cells that cannot make one. */
export type RowDraft = { ok: true; draft: OrderLineDraft } | { ok: false; issues: FieldIssue[] };

const issue = (path: string, key: MessageKey): FieldIssue => ({ path, message: formatValidationMessage(key), key });

const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** A figure as a cell holds it: a number, or text such as '50', '49.90' or '49,90'. */
function figureOf(cell: string | number | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (cell === undefined || !DECIMAL.test(cell)) return null;
  return Number(cell.replace(',', '.'));
}

/** 'email', 'EMAIL' and 'Email' are the delivery type Email; an unknown one is left for the schema. */
function deliverTypeOf(cell: string | number | undefined): string | undefined {
  if (cell === undefined) return undefined;
  const text = String(cell);
  return DRAFT_DELIVER_TYPES.find((type) => type.toLowerCase() === text.toLowerCase()) ?? text;
}

/** A date cell of a spreadsheet (a day number) as yyyy-mm-dd; text stays as written. */
function dateOf(cell: string | number | undefined): string | undefined {
  if (typeof cell !== 'number') return cell;
  const day = XLSX.SSF.parse_date_code(cell);
  if (!day) return String(cell);
  return `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
}

const textOf = (cell: string | number | undefined) => (cell === undefined ? undefined : String(cell));

/**
 * The order-line draft of one receiver's row: the amount is read in the unit's currency (49.90) and
 * kept in minor units, the quantity defaults to 1, the rest is text. The draft then passes the same
 * wire schema as createOrder's lines; the form's rules and the prices are checked on all rows together.
 */
export function draftOfRow(row: SheetRow, unit: BusinessUnit): RowDraft {
  const { cells } = row;
  const issues: FieldIssue[] = [];
  const amount = figureOf(cells.amount);
  if (cells.amount === undefined) issues.push(issue('amount', 'required'));
  else if (amount === null) issues.push(issue('amount', 'numberOnly'));
  const qty = cells.qty === undefined ? 1 : figureOf(cells.qty);
  if (qty === null || !Number.isInteger(qty)) issues.push(issue('qty', 'numberOnly'));
  if (cells.itemCode === undefined) issues.push(issue('itemCode', 'required'));
  if (issues.length > 0) return { ok: false, issues };

  const line = {
    itemCode: textOf(cells.itemCode),
    amount: toMinorUnits(amount as number, unit.decimalDigits),
    qty,
    deliverType: deliverTypeOf(cells.deliverType),
    receiverName: textOf(cells.receiverName),
    receiverEmail: textOf(cells.receiverEmail),
    receiverMobileAreaCode: textOf(cells.receiverMobileAreaCode),
    receiverMobileNo: textOf(cells.receiverMobileNo),
    senderName: textOf(cells.senderName),
    message: textOf(cells.message),
    deliverDate: dateOf(cells.deliverDate),
    receiverAddress: textOf(cells.receiverAddress),
    receiverCity: textOf(cells.receiverCity),
    receiverZipCode: textOf(cells.receiverZipCode),
    receiverCountryCode: textOf(cells.receiverCountryCode)?.toUpperCase(),
  };
  const parsed = v.safeParse(OrderLineDraftSchema, line);
  if (parsed.success) return { ok: true, draft: parsed.output };
  return {
    ok: false,
    issues: parsed.issues.map((problem) => ({
      path: problem.path?.map((item) => String(item.key)).join('.') ?? '',
      message: problem.message,
    })),
  };
}
