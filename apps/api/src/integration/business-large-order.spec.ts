import * as XLSX from '@e965/xlsx';
import { confirmOrder, getOrderInvoice, orderLargeOrderFile, uploadLargeOrderFile } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderLines, orders } from '../db/schema';
import { formatMoney } from '../money/format-money';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, INVOICE_ADDRESS, businessKit, type BusinessSession } from './support/business-orders-kit';
import { sha256 } from './support/files-kit';

// A business buyer's large order from a file (issue 18): every row checked with the form's rules
// before anything is charged, then exactly the valid rows ordered, paid and invoiced.

let api: TestApi;
let uploadDir: string;
let registered: BusinessSession;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'business-large-order-'));
  api = await startTestApi({ uploadDir });
  registered = await kit.session(BUSINESS.registered);
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const kit = businessKit(() => api);

type Cells = Record<string, string | number>;
const receiver = (n: number): Cells => ({
  itemCode: 'MC-CE-D',
  amount: 50,
  qty: 1,
  deliverType: 'Email',
  receiverName: 'Camille Martin',
  receiverEmail: `equipe${n}@atelier-durand.com`,
  receiverMobileAreaCode: '',
  receiverMobileNo: '',
  senderName: 'Atelier Durand',
});

function xlsxOf(rows: Cells[]): Uint8Array {
  const keys = Object.keys(rows[0]);
  const workbook = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([keys, ...rows.map((row) => keys.map((key) => row[key]))]);
  XLSX.utils.book_append_sheet(workbook, sheet, 'Commande');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }));
}

async function upload(who: BusinessSession, bytes: Uint8Array) {
  const answer = await who.client.call(
    uploadLargeOrderFile,
    { custId: who.custId, fileName: 'salaries.xlsx', fileSha256: sha256(bytes) },
    { file: { name: 'salaries.xlsx', content: new Uint8Array(bytes) } },
  );
  if (!answer.ok) throw new Error(`upload refused: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

const orderFile = (who: BusinessSession, fileId: string, invoice: Partial<typeof INVOICE_ADDRESS> = INVOICE_ADDRESS) =>
  who.client.call(orderLargeOrderFile, { custId: who.custId, fileId, ...invoice });

const ordersOf = async (who: BusinessSession) =>
  (await kit.db().select({ id: orders.id }).from(orders).where(eq(orders.accountId, who.accountId))).length;

describe('a large order from a file', () => {
  it('refuses exactly the 3 bad rows of 500 with their reasons, orders the 497 and invoices their total', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => receiver(index + 1));
    rows[99] = { ...rows[99], receiverEmail: 'equipe100@' };
    rows[249] = { ...rows[249], amount: 250 };
    rows[449] = { ...rows[449], deliverType: 'SMS', receiverMobileAreaCode: '33', receiverMobileNo: '12' };
    const ordersBefore = await ordersOf(registered);
    const checked = await upload(registered, xlsxOf(rows));
    expect(await ordersOf(registered)).toBe(ordersBefore);
    expect(checked).toMatchObject({ rowCount: 500, validRowCount: 497, currency: 'EUR' });
    expect(checked.rows.filter((row) => !row.ok).map((row) => [row.rowNo, row.issues.map((i) => i.path)])).toEqual([
      [101, ['receiverEmail']],
      [251, ['amount']],
      [451, ['receiverMobileNo']],
    ]);
    const reasons = checked.rows.filter((row) => !row.ok).map((row) => row.issues[0].message);
    expect(reasons).toEqual(['not valid email format', expect.stringContaining('183'), 'wrong phone number']);

    const ordered = await orderFile(registered, checked.fileId);
    if (!ordered.ok) throw new Error(ordered.error.message);
    expect(ordered.data).toMatchObject({ orderedRowCount: 497, refusedRowCount: 3, orderAmtTot: checked.validAmtTot });
    const order = await kit.orderRow(ordered.data.orderNo);
    const lines = await kit.db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(497);
    expect(lines.reduce((cards, line) => cards + line.qty, 0)).toBe(497);
    expect(lines.map((line) => line.receiverEmail)).not.toContain('equipe100@');
    expect(order).toMatchObject({ status: '03', grossAmount: 497 * 5000, custType: 'B' });
    expect(await orderFile(registered, checked.fileId)).toMatchObject({ ok: false, error: { code: 63009 } });

    await registered.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '03' });
    expect(await kit.review(order.orderNo)).toMatchObject({ outcome: 'confirmed' });
    expect(await kit.services().giftCards.findByOrder('250', order.orderNo)).toHaveLength(497);
    const invoice = await registered.client.call(getOrderInvoice, {
      custId: registered.custId,
      orderNo: order.orderNo,
    });
    if (!invoice.ok) throw new Error(invoice.error.message);
    expect(invoice.data.orderAmtTot).toBe(order.totalAmount);
    expect(invoice.data.orderLines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(order.totalAmount);
    const { invoiceNo } = await kit.orderRow(order.orderNo);
    expect(invoice.data.invoiceNo).toBe(invoiceNo);
    const text = await kit.invoiceText(registered, order.orderNo);
    // The totals block and the invoice number, out of the 497 lines' text.
    expect(text.match(/Total EUR [\d.]+ /)?.[0]).toBe(`Total ${formatMoney(order.totalAmount, 'EUR')} `);
    expect(text.match(/Invoice number \S+/)?.[0]).toBe(`Invoice number ${invoiceNo}`);
  });

  it('checks the invoicing address, the owner and the verification before ordering', async () => {
    const checked = await upload(registered, xlsxOf([receiver(1), receiver(2)]));
    expect(await orderFile(registered, checked.fileId, { ...INVOICE_ADDRESS, invoiceZipCode: '' })).toMatchObject({
      ok: false,
      error: { code: 58031, issues: [{ path: 'invoiceZipCode' }] },
    });
    const other = await kit.session(BUSINESS.enCompte);
    expect(await orderFile(other, checked.fileId)).toMatchObject({ ok: false, error: { code: 63008 } });
    await kit.setAccount(BUSINESS.registered, { businessVerification: 'pending' });
    try {
      expect(await orderFile(registered, checked.fileId)).toMatchObject({ ok: false, error: { code: 58030 } });
    } finally {
      await kit.setAccount(BUSINESS.registered, { businessVerification: 'verified' });
    }
    const bad = await upload(registered, xlsxOf([{ ...receiver(3), receiverEmail: 'x' }]));
    expect(bad.validRowCount).toBe(0);
    expect(await orderFile(registered, bad.fileId)).toMatchObject({ ok: false, error: { code: 63010 } });
    expect(await orderFile(registered, checked.fileId)).toMatchObject({ ok: true, data: { orderedRowCount: 2 } });
  });
});
