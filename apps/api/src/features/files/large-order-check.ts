import type { FieldIssue, OrderLineDraft } from '@shop/contracts';
import type { Call } from '../services';
import { priceDrafts, type PricedOrder } from '../orders/order-pricing-call';
import { draftOfRow } from './large-order-drafts';
import { fileLineIssues, type RowIssues } from './large-order-results';
import type { SheetRow } from './large-order-sheet';

/** The rows of a checked file: each one's issues, and the drafts of the valid ones priced together. */
export interface CheckedRows {
  issues: RowIssues;
  valid: { rowNo: number; draft: OrderLineDraft }[];
  /** The valid rows priced as one order; null when none is valid. */
  pricing: PricedOrder | null;
}

/**
 * Passes: the form's field rules fail rows at once, then pricing may fail others (an amount off the
 * denominations...); a third pass finds the rest valid. Beyond it something loops, and is an error.
 */
const MAX_PASSES = 4;

/**
 * Once the order's cards pass b2bMaxQty (a row within the limit alone, named by the order-wide rule),
 * every later row would too: they are refused with the same reason.
 */
function refuseRowsPastQuantity(issues: RowIssues, entries: CheckedRows['valid']) {
  const overLimit = (entry: CheckedRows['valid'][number]) =>
    issues
      .get(entry.rowNo)
      ?.find((issue) => issue.key === 'maxQuantity' && entry.draft.qty <= Number(issue.params?.max));
  const first = entries.findIndex((entry) => overLimit(entry) !== undefined);
  if (first < 0) return;
  const issue = overLimit(entries[first]) as FieldIssue;
  for (const { rowNo } of entries.slice(first + 1)) {
    const own = issues.get(rowNo) ?? [];
    if (!own.some((found) => found.key === 'maxQuantity')) issues.set(rowNo, [...own, issue]);
  }
}

/**
 * Checks every row of a large-order file with the order form's rules (@shop/validation, through the
 * creation's own priceDrafts) and the catalogue: a row that cannot be a draft, breaks a rule or cannot
 * be priced is refused with its reasons; the others are priced together as the order they make.
 */
export async function checkLargeOrderRows(call: Call<unknown>, rows: SheetRow[]): Promise<CheckedRows> {
  const issues: RowIssues = new Map(rows.map((row) => [row.rowNo, []]));
  let valid: CheckedRows['valid'] = [];
  for (const row of rows) {
    const read = draftOfRow(row, call.unit);
    if (read.ok) valid.push({ rowNo: row.rowNo, draft: read.draft });
    else issues.set(row.rowNo, read.issues);
  }
  for (let pass = 0; pass < MAX_PASSES && valid.length > 0; pass += 1) {
    const rowNos = valid.map((entry) => entry.rowNo);
    try {
      const { pricing } = await priceDrafts(
        call,
        valid.map((entry) => entry.draft),
      );
      return { issues, valid, pricing };
    } catch (error) {
      if (!fileLineIssues(error, rowNos, issues)) throw error;
      refuseRowsPastQuantity(issues, valid);
      valid = valid.filter((entry) => (issues.get(entry.rowNo) ?? []).length === 0);
    }
  }
  if (valid.length > 0) throw new Error(`large-order rows still refused after ${MAX_PASSES} passes`);
  return { issues, valid, pricing: null };
}
