import { count } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { storedFiles } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

// Real files: a 1x1 PNG, a JPEG header, a PDF; executables as their headers.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...Array(64).fill(0),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
export const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What is stored: the rows and the names in the upload folder (of the test file's own API and folder). */
export const storedStateOf = (current: () => { api: TestApi; uploadDir: string }) =>
  async function storedState() {
    const { api, uploadDir } = current();
    const [{ total }] = await api.app.shopApi.database.db.select({ total: count() }).from(storedFiles);
    return { rows: total, names: (await readdir(uploadDir).catch(() => [])).sort() };
  };

/** A business order's invoicing address (the B2B additions) that passes the checkout's rules. */
export const INVOICE_ADDRESS = {
  invoiceReceiverName: 'Service comptabilité',
  invoiceAddress: '18 rue de la Paix',
  invoiceZipCode: '75002',
  invoiceCity: 'Paris',
  invoiceCountryCode: 'FR',
  invoiceEmail: 'compta@atelier-durand.com',
  invoiceMobileNo: '+33140000000',
};
