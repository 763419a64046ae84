import { fromBuffer } from 'file-type';
import { contentMatchesExtension } from '@shop/validation';

/** The formats the uploads take, as read from the bytes. */
export type ContentFormat = 'jpeg' | 'png' | 'pdf' | 'xlsx' | 'xls' | 'csv';

export const CONTENT_TYPES: Record<ContentFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** file-type's names of the formats taken; an OLE2 compound file ('cfb') is what a legacy .xls is. */
const SNIFFED: Partial<Record<string, ContentFormat>> = {
  jpg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  xlsx: 'xlsx',
  cfb: 'xls',
};

/**
 * What the bytes are, by their content (file-type's signatures), never by a name: undefined for
 * anything else, e.g. an executable (ELF, MZ) whatever it is called. Text without control bytes, which
 * no signature claims, is csv.
 */
export async function sniffFormat(bytes: Uint8Array): Promise<ContentFormat | undefined> {
  const sniffed = await fromBuffer(bytes);
  if (sniffed) return SNIFFED[sniffed.ext];
  return contentMatchesExtension(bytes, 'upload.csv') ? 'csv' : undefined;
}

/** The format a declared extension or fileFormat names ('jpg' and 'jpeg' are one). */
export function declaredFormat(extension: string): ContentFormat | undefined {
  const name = extension.trim().toLowerCase();
  if (name === 'jpg' || name === 'jpeg') return 'jpeg';
  return (Object.keys(CONTENT_TYPES) as ContentFormat[]).find((format) => format === name);
}
