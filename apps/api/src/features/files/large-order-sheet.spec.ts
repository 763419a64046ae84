import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';
import { LARGE_ORDER_ROWS_MAX } from '@shop/validation';
import { LARGE_ORDER_HEADERS } from './large-order-columns';
import { readLargeOrderSheet } from './large-order-sheet';

const xlsx = (rows: unknown[][], bookType: XLSX.BookType = 'xlsx') => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'S');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType }));
};
const csv = (text: string) => new TextEncoder().encode(text);

describe('reading a large-order file', () => {
  it('reads the columns by any language’s header or by key, numbering rows as the spreadsheet does', () => {
    const ar = LARGE_ORDER_HEADERS.ar;
    const read = readLargeOrderSheet(
      xlsx([
        [ar.itemCode, 'Amount', 'receiverEmail', 'a column nobody reads'],
        ['MC-CE-D', 50, 'a@example.com', 'ignored'],
        [],
        ['MC-CE-D', '49,90', 'b@example.com', ''],
      ]),
      'xlsx',
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        { rowNo: 2, cells: { itemCode: 'MC-CE-D', amount: 50, receiverEmail: 'a@example.com' } },
        { rowNo: 4, cells: { itemCode: 'MC-CE-D', amount: '49,90', receiverEmail: 'b@example.com' } },
      ],
    });
  });

  it('reads csv as UTF-8 text, keeping cells as written, and legacy xls', () => {
    const fromCsv = readLargeOrderSheet(
      csv('\uFEFFCode produit,Montant,Nom du bénéficiaire\nMC-CE-D,007,Élodie\n'),
      'csv',
    );
    expect(fromCsv).toEqual({
      ok: true,
      rows: [{ rowNo: 2, cells: { itemCode: 'MC-CE-D', amount: '007', receiverName: 'Élodie' } }],
    });
    const fromXls = readLargeOrderSheet(xlsx([['itemCode'], ['MC-CE-D']], 'biff8'), 'xls');
    expect(fromXls).toEqual({ ok: true, rows: [{ rowNo: 2, cells: { itemCode: 'MC-CE-D' } }] });
  });

  it.each([
    [
      'a zip that claims to be xlsx',
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<<') }),
      'xlsx',
    ],
    ['a truncated xlsx', xlsx([['itemCode'], ['MC-CE-D']]).slice(0, 600), 'xlsx'],
    ['bytes that are no OLE2 workbook', new Uint8Array(4096).fill(7), 'xls'],
    ['csv that is not UTF-8', new Uint8Array([0x69, 0x74, 0x65, 0x6d, 0xff, 0xfe, 0x0a]), 'csv'],
    ['a header without a product code column', csv('amount,qty\n50,1\n'), 'csv'],
    ['a column named twice', csv('itemCode,Product code\nMC-CE-D,MC-CE-D\n'), 'csv'],
  ] as const)('finds %s malformed', (_label, bytes, format) => {
    expect(readLargeOrderSheet(bytes, format)).toEqual({ ok: false, problem: 'malformed' });
  });

  it(`refuses more than ${LARGE_ORDER_ROWS_MAX} receivers, and a file without any`, () => {
    const rows = (total: number) => [['itemCode'], ...Array.from({ length: total }, () => ['MC-CE-D'])];
    expect(readLargeOrderSheet(xlsx(rows(LARGE_ORDER_ROWS_MAX)), 'xlsx')).toMatchObject({ ok: true });
    expect(readLargeOrderSheet(xlsx(rows(LARGE_ORDER_ROWS_MAX + 1)), 'xlsx')).toEqual({
      ok: false,
      problem: 'tooManyRows',
    });
    expect(readLargeOrderSheet(csv('itemCode\n\n,\n'), 'csv')).toEqual({ ok: false, problem: 'empty' });
  });
});
