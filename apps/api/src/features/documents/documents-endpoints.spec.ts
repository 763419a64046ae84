import { createApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, downloadInvoice, downloadOrderCards, type RequestOf } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, orders } from '../../db/schema';
import { readPdf, readXlsx, readZip } from '../../testing/document-readers';
import { DEMO, startTestApi, type TestApi } from '../../testing/test-api';
import { openCardCode } from '../gift-cards/card-vault';
import { ORDER_PAYMENT } from '../orders/order-payment';
import { groupedCardNumber } from './card-format';

let api: TestApi;
let member: Awaited<ReturnType<TestApi['signIn']>>;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 2,
  deliverType: 'PDF',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: 'omar.documents@example.com',
  message: 'Happy birthday!',
  ...overrides,
});

async function createdOrder(lines: Line[]): Promise<string> {
  const answer = await member.client.call(createOrder, { orderLines: lines });
  if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
  return answer.data.orderNo;
}

/** A paid order of the member, settled as the provider's return settles it. */
async function paidOrder(lines: Line[]): Promise<string> {
  const orderNo = await createdOrder(lines);
  const confirmed = await member.client.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmation refused: ${JSON.stringify(confirmed.error)}`);
  const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
  const session = { accountId: account.id } as Parameters<typeof ORDER_PAYMENT.payable>[2];
  const payable = await ORDER_PAYMENT.payable(services(), orderNo, session, '97');
  await db().transaction((tx) =>
    ORDER_PAYMENT.settle(tx, services(), { ...payable, paymentId: `pay-${orderNo}`, paymentMean: 'C04' }),
  );
  return orderNo;
}

/** The order's cards as issued (number and PIN re-opened from the vault). */
async function issuedCards(orderNo: string) {
  const { vault } = await services().cardKeys.current();
  const cards = await services().giftCards.findByOrder('97', orderNo);
  return cards.map((card) => openCardCode(vault, card.numberHash, card.sealedCode ?? ''));
}

/** A client of the member that keeps the headers of each answer (the file's headers as they come). */
function recordingClient() {
  const answers: { url: string; status: number; headers: Headers }[] = [];
  const client = createApiClient({
    baseUrl: api.baseUrl,
    buId: () => '97',
    language: () => 'en',
    accessToken: () => member.accessToken,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      answers.push({ url: String(input), status: response.status, headers: response.headers });
      return response;
    },
  });
  return { client, answers };
}

describe('downloadOrderCards', () => {
  it("answers a PDF order's cards: one page per card, exactly the order's, with progress and headers", async () => {
    const orderNo = await paidOrder([line()]);
    const progress: number[] = [];
    const answer = await member.client.download(
      downloadOrderCards,
      { custId: member.custId, orderNo },
      { onProgress: (received) => progress.push(received) },
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    expect(answer.data.filename).toBe(`gift-cards-${orderNo}.pdf`);
    expect(answer.data.contentType).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.data.blob.arrayBuffer());
    expect(progress[progress.length - 1]).toBe(bytes.byteLength);
    const pages = await readPdf(bytes);
    const cards = await issuedCards(orderNo);
    expect(cards).toHaveLength(2);
    expect(pages.map((page) => page.barcodes[0]).sort()).toEqual(cards.map((card) => card.cardNumber).sort());
    for (const page of pages) {
      const card = cards.find((candidate) => candidate.cardNumber === page.barcodes[0]);
      expect(page.text).toContain(groupedCardNumber(card?.cardNumber ?? ''));
      expect(page.text).toContain(card?.pinCode);
      expect(page.text).toContain('Marjan Grocery eGift');
      expect(page.text).toContain('AED 100.00');
      expect(page.qrCodes).toHaveLength(1);
      expect(page.qrCodes[0]).toMatch(/\/97\/card\/[\w-]+$/);
    }
  });

  it('answers the format of the delivery type: Zip, CardFile and URLFile', async () => {
    const zipOrder = await paidOrder([line({ deliverType: 'Zip' })]);
    const zip = await member.client.download(downloadOrderCards, { custId: member.custId, orderNo: zipOrder });
    if (!zip.ok) throw new Error(JSON.stringify(zip.error));
    expect(zip.data.contentType).toBe('application/zip');
    const entries = readZip(new Uint8Array(await zip.data.blob.arrayBuffer()));
    const zipCards = await issuedCards(zipOrder);
    expect(entries.map((entry) => entry.name)).toEqual(
      zipCards.map((card, index) => `card-00${index + 1}-${card.cardNumber.slice(-4)}.pdf`),
    );

    const fileOrder = await paidOrder([line({ deliverType: 'CardFile', qty: 3 })]);
    const file = await member.client.download(downloadOrderCards, { custId: member.custId, orderNo: fileOrder });
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(file.data.filename).toBe(`card-numbers-${fileOrder}.xlsx`);
    const [sheet] = readXlsx(new Uint8Array(await file.data.blob.arrayBuffer()));
    const fileCards = await issuedCards(fileOrder);
    expect(sheet.rows.slice(1).map((row) => [row[0].value, row[1].value])).toEqual(
      fileCards.map((card) => [card.cardNumber, card.pinCode]),
    );

    const urlOrder = await paidOrder([line({ deliverType: 'URLFile', qty: 1 })]);
    const urls = await member.client.download(downloadOrderCards, { custId: member.custId, orderNo: urlOrder });
    if (!urls.ok) throw new Error(JSON.stringify(urls.error));
    const [urlSheet] = readXlsx(new Uint8Array(await urls.data.blob.arrayBuffer()));
    expect(urlSheet.rows).toHaveLength(2);
    expect(urlSheet.rows[1][3].link).toMatch(/^http:\/\/.+\/97\/card\/[\w-]+$/);
    expect(urlSheet.rows[1][3].value).toBe(urlSheet.rows[1][3].link);
  });

  it("refuses an unpaid order (58013), another member's (58001) and a caller without a session", async () => {
    const unpaid = await createdOrder([line()]);
    expect(await member.client.download(downloadOrderCards, { custId: member.custId, orderNo: unpaid })).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 58013 },
    });
    const others = await paidOrder([line({ qty: 1 })]);
    const [other] = await db().select().from(accounts).where(eq(accounts.email, DEMO.unvalidated97));
    await db().update(orders).set({ accountId: other.id }).where(eq(orders.orderNo, others));
    expect(await member.client.download(downloadOrderCards, { custId: member.custId, orderNo: others })).toMatchObject({
      ok: false,
      error: { code: 58001 },
    });
    expect(await api.client().download(downloadOrderCards, { custId: member.custId, orderNo: others })).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});

describe('downloadInvoice', () => {
  it("answers the paid order's invoice PDF with its lines and totals, as an attachment", async () => {
    const orderNo = await paidOrder([line({ qty: 2, amount: 10000 })]);
    const { client, answers } = recordingClient();
    const answer = await client.download(downloadInvoice, { custId: member.custId, orderNo });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const sent = answers.find((entry) => entry.url.endsWith('/files/invoice'));
    expect(sent?.headers.get('content-type')).toBe('application/pdf');
    expect(sent?.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${orderNo}.pdf"`);
    expect(sent?.headers.get('cache-control')).toBe('no-store');
    expect(sent?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.data.filename).toBe(`invoice-${orderNo}.pdf`);
    const [page] = await readPdf(new Uint8Array(await answer.data.blob.arrayBuffer()));
    for (const shown of [orderNo, 'Invoice', 'Seller', 'Buyer', DEMO.consumer97, 'Marjan Grocery eGift', 'AED 200.00'])
      expect(page.text).toContain(shown);
    expect(page.text).toMatch(/Total\s+AED 200\.00/);
    expect(page.text).toMatch(/Paid\s+AED 200\.00/);
  });

  it('refuses an unpaid order with 58013', async () => {
    const unpaid = await createdOrder([line({ qty: 1 })]);
    expect(await member.client.download(downloadInvoice, { custId: member.custId, orderNo: unpaid })).toMatchObject({
      ok: false,
      error: { code: 58013 },
    });
  });
});
