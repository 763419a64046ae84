import * as XLSX from '@e965/xlsx';
import { LARGE_ORDER_ROWS_MAX } from '@shop/validation';
import { columnOfHeader, type LargeOrderColumn } from './large-order-columns';

/** One receiver's row: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface SheetRow {
  rowNo: number;
  cells: Partial<Record<LargeOrderColumn, string | number>>;
}

export type SheetReading =
  { ok: true; rows: SheetRow[] } | { ok: false; problem: 'malformed' | 'tooManyRows' | 'empty' };

type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

/** No formulas, styles or HTML are read; at most the header and one row past the limit. */
const READ_OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  cellText: false,
  sheetRows: LARGE_ORDER_ROWS_MAX + 2,
};

function readWorkbook(bytes: Uint8Array, format: SpreadsheetFormat): XLSX.WorkBook {
  if (format !== 'csv') return XLSX.read(bytes, { ...READ_OPTIONS, type: 'buffer' });
  // CSV is read as UTF-8 text (a BOM dropped) and its cells kept as written: no guessed dates or numbers.
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  return XLSX.read(text, { ...READ_OPTIONS, type: 'string', raw: true });
}

type Cell = string | number | boolean | Date | null | undefined;
const isBlank = (cell: Cell) => cell === undefined || cell === null || String(cell).trim() === '';

/**
 * The receivers of a large-order file (SheetJS reads xlsx, legacy xls and csv alike): the first
 * sheet's first row names the columns (in any language of the template, or by key), each later
 * non-blank row is one receiver. A file SheetJS cannot read, or whose header names no product code
 * column or one column twice, is malformed.
 */
export function readLargeOrderSheet(bytes: Uint8Array, format: SpreadsheetFormat): SheetReading {
  let matrix: Cell[][];
  try {
    const workbook = readWorkbook(bytes, format);
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    if (!sheet) return { ok: false, problem: 'malformed' };
    matrix = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const [header = [], ...body] = matrix;
  const columns = header.map((cell) => columnOfHeader(cell));
  const named = columns.filter((column): column is LargeOrderColumn => column !== undefined);
  if (!named.includes('itemCode') || new Set(named).size !== named.length) return { ok: false, problem: 'malformed' };

  const rows: SheetRow[] = [];
  body.forEach((cells, index) => {
    const row: SheetRow = { rowNo: index + 2, cells: {} };
    columns.forEach((column, position) => {
      const cell = cells[position];
      if (column && !isBlank(cell)) row.cells[column] = typeof cell === 'number' ? cell : String(cell).trim();
    });
    if (Object.keys(row.cells).length > 0) rows.push(row);
  });
  if (rows.length > LARGE_ORDER_ROWS_MAX) return { ok: false, problem: 'tooManyRows' };
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, rows };
}
