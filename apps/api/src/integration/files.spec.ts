import * as XLSX from '@e965/xlsx';
import {
  API_ERRORS,
  downloadSampleFile,
  getMemberPreviousFile,
  orderLargeOrderFile,
  uploadLargeOrderFile,
  type RequestOf,
} from '@shop/contracts';
import { LARGE_ORDER_ROWS_MAX, UPLOAD_ERROR_CODES } from '@shop/validation';
import { count, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, orderLines, orders, storedFiles } from '../db/schema';
import { LARGE_ORDER_COLUMNS, LARGE_ORDER_HEADERS } from '../features/files/large-order-columns';
import { storeUpload } from '../features/files/store-upload';
import type { Call } from '../features/services';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { ELF, INVOICE_ADDRESS, MZ, PNG, sha256, storedStateOf } from './support/files-kit';

let api: TestApi;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'files-spec-'));
  api = await startTestApi({ uploadDir });
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const db = () => api.app.shopApi.database.db;

const storedState = storedStateOf(() => ({ api, uploadDir }));

function multipartClient(accessToken: string, buId: string, file: { name: string; bytes: Uint8Array }) {
  const client = api.client({ buId, accessToken });
  return {
    call: (endpoint: typeof uploadLargeOrderFile, input: RequestOf<typeof uploadLargeOrderFile>) =>
      client.call(endpoint, input, { file: { name: file.name, content: new Uint8Array(file.bytes) } }),
  };
}

type Cells = Record<string, string | number>;
const receiver = (n: number): Cells => ({
  itemCode: 'MC-CE-D',
  amount: 100,
  qty: 1,
  deliverType: 'Email',
  receiverName: n % 2 ? 'Camille Martin' : 'Élodie Durand',
  receiverEmail: `salarie${n}@atelier-durand.com`,
  senderName: 'Atelier Durand',
  message: 'Merci pour cette année !',
});
const receivers = (total: number) => Array.from({ length: total }, (_, index) => receiver(index + 1));

/** A workbook of the rows under a header row (the keys, or one language's labels). */
function sheetOf(rows: Cells[], header: 'keys' | 'fr' = 'keys'): XLSX.WorkBook {
  const keys = Object.keys(rows[0]);
  const labels = header === 'keys' ? keys : keys.map((key) => LARGE_ORDER_HEADERS.fr[key as 'itemCode']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([labels, ...rows.map((row) => keys.map((key) => row[key]))]),
    'Commande',
  );
  return workbook;
}
const xlsxOf = (rows: Cells[], header: 'keys' | 'fr' = 'keys') =>
  new Uint8Array(XLSX.write(sheetOf(rows, header), { type: 'buffer', bookType: 'xlsx' }));

describe('POST /v3/files/uploadFile (large-order file)', () => {
  let business: { accessToken: string; custId: string };
  beforeAll(async () => {
    // Business members sign in on the business login page; a session of the account stands for it.
    const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.business250));
    const tokens = await api.app.shopApi.services.sessions.create(account.id);
    business = { accessToken: tokens.accessToken, custId: String(account.id) };
  });

  const send = (name: string, bytes: Uint8Array, who = business, buId = '250') => {
    // A second apart, so the previous files' newest-first order is the order they were sent in.
    api.advance(1000);
    return multipartClient(who.accessToken, buId, { name, bytes }).call(uploadLargeOrderFile, {
      custId: who.custId,
      fileName: name,
      fileSha256: sha256(bytes),
    });
  };
  const orderCount = async () => (await db().select({ total: count() }).from(orders))[0].total;
  const orderFile = async (fileId: string, who = business) => {
    const answer = await api
      .client({ buId: '250', accessToken: who.accessToken })
      .call(orderLargeOrderFile, { custId: who.custId, fileId, ...INVOICE_ADDRESS });
    if (!answer.ok) throw new Error(`orderFile refused: ${JSON.stringify(answer.error)}`);
    return answer.data;
  };
  /** Rows the unit's b2bMaxQty (1,000 cards an order) lets one order hold. */
  const ROWS = 1000;

  it(`checks ${ROWS} rows one by one and orders nothing while checking`, async () => {
    const rows = receivers(ROWS);
    rows[499] = { ...rows[499], receiverEmail: 'not-an-email' };
    rows[700] = { ...rows[700], amount: 'cent' };
    const ordersBefore = await orderCount();
    const started = Date.now();
    const answer = await send('commande.xlsx', xlsxOf(rows));
    const took = Date.now() - started;
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data).toMatchObject({ rowCount: ROWS, validRowCount: ROWS - 2, currency: 'EUR' });
    expect(answer.data.validAmtTot).toBeGreaterThan(0);
    expect(answer.data.rows).toHaveLength(ROWS);
    expect(answer.data.rows.filter((row) => !row.ok)).toEqual([
      {
        rowNo: 501,
        ok: false,
        issues: [{ path: 'receiverEmail', message: 'not valid email format', key: 'emailFormat' }],
      },
      {
        rowNo: 702,
        ok: false,
        issues: [{ path: 'amount', message: 'This field can input number only.', key: 'numberOnly' }],
      },
    ]);
    expect(answer.data.rows[0]).toEqual({ rowNo: 2, ok: true, issues: [] });
    expect(await orderCount()).toBe(ordersBefore);
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, answer.data.fileId));
    expect(file).toMatchObject({ purpose: 'largeOrder', rowCount: ROWS, validRowCount: ROWS - 2, orderNo: null });
    console.info(`large-order file of ${ROWS} rows (two wrong) answered in ${took} ms`);
  });

  it(`creates one order of ${ROWS} lines priced by the server when every row is valid`, async () => {
    const rows = receivers(ROWS);
    const started = Date.now();
    const answer = await send('commande.xlsx', xlsxOf(rows));
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data).toMatchObject({ validRowCount: ROWS, rowCount: ROWS, currency: 'EUR' });
    expect(answer.data.rows.every((row) => row.ok)).toBe(true);
    const ordered = await orderFile(answer.data.fileId);
    const took = Date.now() - started;
    expect(ordered).toMatchObject({ orderedRowCount: ROWS, refusedRowCount: 0, orderAmtTot: answer.data.validAmtTot });
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, ordered.orderNo));
    expect(order).toMatchObject({ status: '03', kind: 'order', grossAmount: ROWS * 10000 });
    expect(order.totalAmount).toBe(ordered.orderAmtTot);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(ROWS);
    expect(lines.find((line) => line.lineNo === 1000)).toMatchObject({
      itemCode: 'MC-CE-D',
      amount: 10000,
      qty: 1,
      receiverEmail: 'salarie1000@atelier-durand.com',
    });
    // The file carries face values only: the discount tier of 1,000 cards and the totals are the server's.
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    expect(order.discountAmount).toBeGreaterThan(0);
    expect(sum((line) => line.discountAmount)).toBe(order.discountAmount);
    expect(sum((line) => line.lineTotal)).toBe(order.totalAmount);
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, answer.data.fileId));
    expect(file).toMatchObject({ orderNo: ordered.orderNo, rowCount: ROWS });
    console.info(`large-order file of ${ROWS} rows checked and ordered in ${took} ms`);
  });

  it('reads csv (French headers, UTF-8) and legacy xls alike', async () => {
    const rows = receivers(3);
    const csv = new TextEncoder().encode(XLSX.utils.sheet_to_csv(sheetOf(rows, 'fr').Sheets.Commande));
    const fromCsv = await send('commande.csv', csv);
    expect(fromCsv).toMatchObject({ ok: true, data: { validRowCount: 3, rowCount: 3 } });
    const xls = new Uint8Array(XLSX.write(sheetOf(rows), { type: 'buffer', bookType: 'xls' }));
    const fromXls = await send('commande.xls', xls);
    expect(fromXls).toMatchObject({ ok: true, data: { validRowCount: 3, rowCount: 3 } });
    if (!fromCsv.ok || !fromXls.ok) return;
    const csvOrder = await orderFile(fromCsv.data.fileId);
    await orderFile(fromXls.data.fileId);
    const [line] = await db()
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNo, csvOrder.orderNo));
    expect(line.order_lines).toMatchObject({ receiverName: 'Camille Martin', message: 'Merci pour cette année !' });
  });

  it('answers the form’s and the catalogue’s rules: quantity over b2bMaxQty, no email, unknown product', async () => {
    const rows = receivers(3);
    rows[0] = { ...rows[0], qty: 1001 };
    rows[2] = { ...rows[2], receiverEmail: '' };
    const ruled = await send('commande.xlsx', xlsxOf(rows));
    if (!ruled.ok) throw new Error(ruled.error.message);
    expect(ruled.data.validRowCount).toBe(1);
    expect(ruled.data.rows.map((row) => row.issues)).toEqual([
      [
        {
          path: 'qty',
          message: 'The maximum quantity is 1000 for an order',
          key: 'maxQuantity',
          params: { max: 1000 },
        },
      ],
      [],
      [{ path: 'receiverEmail', message: 'This field is required.', key: 'required' }],
    ]);
    const unknown = await send('commande.xlsx', xlsxOf([receiver(1), { ...receiver(2), itemCode: 'NO-SUCH-ITEM' }]));
    if (!unknown.ok) throw new Error(unknown.error.message);
    expect(unknown.data.rows.map((row) => row.issues)).toEqual([
      [],
      // Error 52's text, with its key so the page says it in the buyer's language.
      [{ path: 'itemCode', message: API_ERRORS.ITEM_GONE.message, key: 'itemGone' }],
    ]);
  });

  const TRUNCATED_XLSX = xlsxOf(receivers(20)).slice(0, 600);
  it.each([
    ['a wrong extension (.ods)', 'commande.ods', xlsxOf(receivers(2)), UPLOAD_ERROR_CODES.unsupportedType],
    ['an executable named .xlsx (ELF)', 'commande.xlsx', ELF, UPLOAD_ERROR_CODES.wrongFormat],
    ['an executable named .xls (MZ)', 'commande.xls', MZ, UPLOAD_ERROR_CODES.wrongFormat],
    ['an executable named .csv', 'commande.csv', ELF, UPLOAD_ERROR_CODES.wrongFormat],
    ['a malformed xlsx', 'commande.xlsx', TRUNCATED_XLSX, UPLOAD_ERROR_CODES.wrongFormat],
    ['a csv without the header row', 'commande.csv', new TextEncoder().encode('a,b\n1,2\n'), 63004],
    ['a file over 5 MB', 'commande.csv', new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41), UPLOAD_ERROR_CODES.fileTooBig],
    ['more than 10,000 rows', 'commande.xlsx', xlsxOf(receivers(LARGE_ORDER_ROWS_MAX + 1)), 63005],
    ['a header and no receivers', 'commande.csv', new TextEncoder().encode('itemCode,amount\n'), 63006],
  ])('refuses %s with its code and stores nothing', async (_label, name, bytes, code) => {
    const before = await storedState();
    const ordersBefore = await orderCount();
    const answer = await send(name, bytes);
    expect(answer).toMatchObject({ ok: false, error: { code } });
    expect(await storedState()).toEqual(before);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('is for business members only, and a file must be the one the request names', async () => {
    const before = await storedState();
    const { accessToken, custId } = await api.signIn(DEMO.consumer250, '250');
    const consumer = { accessToken, custId };
    const bytes = xlsxOf(receivers(1));
    expect(await send('commande.xlsx', bytes, consumer)).toMatchObject({ ok: false, error: { code: 63007 } });
    const swapped = await multipartClient(business.accessToken, '250', { name: 'a.xlsx', bytes }).call(
      uploadLargeOrderFile,
      { custId: business.custId, fileName: 'a.xlsx', fileSha256: sha256(xlsxOf(receivers(2))) },
    );
    expect(swapped).toMatchObject({ ok: false, error: { code: 40000, issues: [{ path: 'fileSha256' }] } });
    const withoutFile = await api
      .client({ buId: '250', accessToken: business.accessToken })
      .call(uploadLargeOrderFile, { custId: business.custId, fileName: 'a.xlsx', fileSha256: sha256(bytes) });
    expect(withoutFile).toMatchObject({ ok: false, error: { code: 40000, issues: [{ path: 'file' }] } });
    expect(await storedState()).toEqual(before);
  });

  it('lists the member’s previous files newest first with their results (getMemberPreviousFile)', async () => {
    const answer = await api
      .client({ buId: '250', accessToken: business.accessToken })
      .call(getMemberPreviousFile, { custId: business.custId, page: 1 });
    if (!answer.ok) throw new Error(answer.error.message);
    const { files, totalCount } = answer.data;
    expect(totalCount).toBe(6);
    expect(files.map((file) => [file.fileName, file.rowCount, file.validRowCount, file.result])).toEqual([
      ['commande.xlsx', 2, 1, 'checked'],
      ['commande.xlsx', 3, 1, 'checked'],
      ['commande.xls', 3, 3, 'ordered'],
      ['commande.csv', 3, 3, 'ordered'],
      ['commande.xlsx', ROWS, ROWS, 'ordered'],
      ['commande.xlsx', ROWS, ROWS - 2, 'checked'],
    ]);
    expect(files[2].orderNo).toMatch(/^[0-9A-Z]{8,40}$/);
    expect(files[0]).toMatchObject({ orderNo: '' });
    expect(files[0].size).toBeGreaterThan(0);
    const other = await api.signIn(DEMO.consumer250, '250');
    const theirs = await other.client.call(getMemberPreviousFile, { custId: other.custId });
    expect(theirs).toMatchObject({ ok: true, data: { totalCount: 0, files: [] } });
    const notMine = await other.client.call(getMemberPreviousFile, { custId: business.custId });
    expect(notMine).toMatchObject({ ok: false, status: 403 });
  });

  it('serves the template (sampleFile): headers in the caller’s language, an example row it takes', async () => {
    const company = api.client({ buId: '250', language: 'fr', accessToken: business.accessToken });
    const answer = await company.download(downloadSampleFile, {});
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data).toMatchObject({
      filename: 'template.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const bytes = new Uint8Array(await answer.data.blob.arrayBuffer());
    const workbook = XLSX.read(bytes, { type: 'array' });
    const [header, example, ...rest] = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]], {
      header: 1,
      defval: '',
    });
    expect(header).toEqual(LARGE_ORDER_COLUMNS.map((column) => LARGE_ORDER_HEADERS.fr[column]));
    expect(header.slice(0, 2)).toEqual(['Code produit', 'Montant']);
    expect(example.slice(0, 4)).toEqual(['MC-SHOP-D', 20, 1, 'Email']);
    expect(rest).toEqual([]);
    // The template as downloaded is a valid large order of one receiver.
    const uploaded = await send('template.xlsx', bytes);
    expect(uploaded).toMatchObject({ ok: true, data: { validRowCount: 1, rowCount: 1 } });
    for (const extension of ['csv', 'xls'] as const) {
      const other = await company.download(downloadSampleFile, { fileType: 'largeOrder', extension });
      if (!other.ok) throw new Error(other.error.message);
      expect(other.data.filename).toBe(`template.${extension}`);
      const again = await send(`template.${extension}`, new Uint8Array(await other.data.blob.arrayBuffer()));
      expect(again).toMatchObject({ ok: true, data: { validRowCount: 1, rowCount: 1 } });
    }
  });
});

describe('storing and raw multipart', () => {
  it('leaves no file behind when the row cannot be written', async () => {
    const before = await storedState();
    const call = {
      services: api.app.shopApi.services,
      unit: { buId: 'no-such-unit' },
      session: null,
    } as unknown as Call<unknown>;
    await expect(
      storeUpload(call, { bytes: PNG, contentType: 'image/png', purpose: 'personalImage', originalName: 'a.png' }),
    ).rejects.toThrow();
    expect(await storedState()).toEqual(before);
  });

  it('answers a malformed multipart body with a 400, and multipart elsewhere is not read', async () => {
    const boundary = 'x-boundary';
    const garbled = await fetch(`${api.baseUrl}/v3/files/uploadFile`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nitemCode`,
    });
    expect(garbled.status).toBe(400);
    const elsewhere = await fetch(`${api.baseUrl}/member/getMemberInbox`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}--\r\n`,
    });
    expect(elsewhere.status).toBe(415);
  });
});
