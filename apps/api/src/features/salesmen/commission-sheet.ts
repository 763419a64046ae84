import * as XLSX from '@e965/xlsx';
import type { Language, ResponseOf, getSalesmanCommission } from '@shop/contracts';
import { COMMISSION_SHEET_TEXTS } from './commission-sheet-texts';

type CommissionStatement = ResponseOf<typeof getSalesmanCommission>;

/**
 * The commission statement as an xlsx workbook: who and which month, a header row in the caller's
 * language, one row per order (amounts as numbers in major units, so the sheet can sum them), the totals.
 */
export function commissionSheet(statement: CommissionStatement, language: Language, decimalDigits: number): Uint8Array {
  const texts = COMMISSION_SHEET_TEXTS[language];
  const major = (minor: number) => minor / 10 ** decimalDigits;
  const currency = (heading: string) => `${heading} (${statement.currency})`;
  const rows: (string | number | null)[][] = [
    [texts.title],
    [texts.salesman, statement.salesmanName],
    [texts.month, statement.month],
    [],
    [texts.orderNo, texts.date, texts.customer, texts.status, currency(texts.amount), currency(texts.commission)],
    ...statement.orders.map((order) => [
      order.orderNo,
      order.createdAt.slice(0, 10),
      order.companyName,
      order.isPaid ? texts.paid : texts.pending,
      major(order.orderAmtTot),
      major(order.commissionAmount),
    ]),
    [],
    [texts.total, null, null, statement.orderCount, major(statement.orderAmount), major(statement.commissionAmount)],
    [texts.earned, null, null, null, null, major(statement.earnedCommissionAmount)],
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [24, 12, 32, 14, 20, 18].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, texts.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}
