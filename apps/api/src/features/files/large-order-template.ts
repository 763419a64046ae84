import * as XLSX from '@e965/xlsx';
import type { Language } from '@shop/contracts';
import { LARGE_ORDER_COLUMNS, LARGE_ORDER_HEADERS, type LargeOrderColumn } from './large-order-columns';

export type TemplateFormat = 'xlsx' | 'xls' | 'csv';

/** The example row's product: a real one of the unit, with an amount it is sold at. */
export interface ExampleProduct {
  itemCode: string;
  /** In the unit's currency, as a buyer writes it (50, 49.9). */
  amount: number;
}

const BOOK_TYPES: Record<TemplateFormat, XLSX.BookType> = { xlsx: 'xlsx', xls: 'biff8', csv: 'csv' };

/**
 * The large-order template a buyer fills in: the header row in the buyer's language (the upload reads
 * every language's headers, and the keys), and one example receiver who would pass the order form.
 */
export function buildLargeOrderTemplate(
  language: Language,
  example: ExampleProduct | null,
  format: TemplateFormat,
): Buffer {
  const exampleRow: Partial<Record<LargeOrderColumn, string | number>> = example
    ? {
        itemCode: example.itemCode,
        amount: example.amount,
        qty: 1,
        deliverType: 'Email',
        receiverName: 'Camille Martin',
        receiverEmail: 'camille.martin@example.com',
        senderName: 'Atelier Durand',
      }
    : {};
  const header = LARGE_ORDER_COLUMNS.map((column) => LARGE_ORDER_HEADERS[language][column]);
  const rows = example ? [header, LARGE_ORDER_COLUMNS.map((column) => exampleRow[column] ?? '')] : [header];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = header.map((label) => ({ wch: Math.max(14, label.length + 2) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Orders');
  if (format === 'csv') return Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(sheet)}`, 'utf8');
  return XLSX.write(workbook, { type: 'buffer', bookType: BOOK_TYPES[format] }) as Buffer;
}
