import { cardTransfer, getMemberHistory, HISTORY_PAGE_SIZE, type HistoryRecord } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, cardTransfers, giftCards, orderLines, orders } from '../db/schema';
import { cardNumberLookupHash, cardPinHash } from '../features/gift-cards/card-hashes';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { WalletStore } from '../features/wallet/wallet-store';
import { WalletTopUps } from '../features/wallet/wallet-top-ups';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let layla: number;
let omar: number;
const start = Date.UTC(2026, 5, 10, 8); // 10 June 2026, 12:00 in Dubai (GMT+4)

beforeAll(async () => {
  api = await startTestApi();
  layla = await accountId(DEMO.consumer97);
  omar = await accountId(DEMO.unvalidated97);
});
afterAll(() => api.close());

/** The fixtures' own clock: the wallet's rows are written as of chosen days in June 2026. */
let clock = start;
const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;
const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 5, day, hour));

async function accountId(email: string): Promise<number> {
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  return account.id;
}

async function history(email: string, query: Record<string, unknown> = {}) {
  const { client, custId } = await api.signIn(email);
  return client.call(getMemberHistory, { custId, ...query });
}

/** The records of a successful answer. */
async function records(email: string, query: Record<string, unknown> = {}) {
  const answer = await history(email, query);
  if (!answer.ok) throw new Error(`history failed: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

let orderSerial = 0;
async function placeOrder(account: number, createdAt: Date, status: string, lines: [string, number, number][]) {
  orderSerial += 1;
  const total = lines.reduce((sum, [, amount, qty]) => sum + amount * qty, 0);
  const [order] = await db()
    .insert(orders)
    .values({
      orderNo: `HISTORY${String(orderSerial).padStart(4, '0')}`,
      buId: '97',
      accountId: account,
      buyerEmail: 'buyer@example.com',
      status: status as never,
      currency: 'AED',
      grossAmount: total,
      discountAmount: 0,
      feeAmount: 0,
      shippingAmount: 0,
      taxAmount: 0,
      totalAmount: total,
      dueAmount: total,
      paymentMean: 'C04',
      clientKey: `history-order-${orderSerial}`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await db()
    .insert(orderLines)
    .values(
      lines.map(([productName, amount, qty], index) => ({
        orderId: order.id,
        lineNo: index + 1,
        itemCode: 'MJ-GROCERY-D',
        kind: 'D' as const,
        productName,
        amount,
        qty,
        lineTotal: amount * qty,
      })),
    );
  return order.orderNo;
}

async function issueCard(orderNo: string | null, owner: number | null) {
  const number = generateCardNumber();
  const keys = await services().cardKeys.current();
  const card = await services().giftCards.issue({
    buId: '97',
    numberHash: cardNumberLookupHash(keys.lookup, number),
    pinHashFor: (cardId) => cardPinHash(keys.pin, cardId, '123456'),
    currency: 'AED',
    amount: 10000,
    validMonths: 12,
    orderNo,
    ownerAccountId: owner,
  });
  await db().update(giftCards).set({ itemCode: 'MJ-FRESH-D' }).where(eq(giftCards.id, card.id));
  return { number, card };
}

const statuses = (page: { transactionRecords: HistoryRecord[] }) =>
  page.transactionRecords.map((record) => record.status);

describe('getMemberHistory v5', () => {
  let laylaOrders: string[];
  let laylaCardNumber: string;
  let walletCardNumber: string;

  beforeAll(async () => {
    laylaOrders = [
      await placeOrder(layla, at(1), '09', [['Marjan Grocery eGift', 10000, 2]]),
      await placeOrder(layla, at(5), '02', [['Fresh Market eVoucher', 5000, 1]]),
      await placeOrder(layla, at(9), '04', [
        ['Marjan Grocery eGift', 20000, 1],
        ['Fresh Market eVoucher', 5000, 3],
      ]),
    ];
    await placeOrder(omar, at(3), '09', [['Marjan Grocery eGift', 7000, 1]]);
    laylaCardNumber = (await issueCard(laylaOrders[0], layla)).number;

    // Layla's wallet: 12 confirmed movements on 1 to 6 June, one top-up requested, one canceled.
    const wallets = new WalletStore(db(), () => clock);
    const topUps = new WalletTopUps(db(), () => clock, wallets);
    for (let day = 1; day <= 6; day += 1) {
      clock = at(day).getTime();
      expect(await wallets.credit(db(), layla, '97', 10000, `PAY-${day}`, 'L')).toBe('moved');
      clock += 60_000;
      expect(await wallets.debit(db(), layla, '97', 1000, `ORDER-${day}`)).toBe('moved');
    }
    clock = at(7).getTime();
    await topUps.request(layla, '97', 5000, 'history-topup-requested');
    const canceled = await topUps.request(layla, '97', 6000, 'history-topup-canceled');
    await topUps.cancel(canceled.id);
    walletCardNumber = (await wallets.balanceOf(layla, '97')).cardNumber ?? '';
    expect(await wallets.credit(db(), omar, '97', 999, 'PAY-OMAR', 'L')).toBe('moved');

    // A card Layla sent to Omar (confirmed) and one Omar sent to Layla's address (requested).
    const sent = await issueCard(null, layla);
    const fresh = await issueCard(null, omar);
    const received = await issueCard(null, omar);
    await db()
      .insert(cardTransfers)
      .values([
        {
          buId: '97',
          fromCardId: sent.card.id,
          toCardId: fresh.card.id,
          senderAccountId: layla,
          receiverEmail: DEMO.unvalidated97,
          amount: 10000,
          status: '03',
          reference: 'history-transfer-1',
          createdAt: at(8),
        },
        {
          buId: '97',
          fromCardId: received.card.id,
          senderAccountId: omar,
          receiverEmail: DEMO.consumer97.toUpperCase(),
          amount: 10000,
          status: '01',
          reference: 'history-transfer-2',
          createdAt: at(8, 9),
        },
      ]);
  });

  it("answers the member's orders by default (O, page 1), newest first, with their lines summed", async () => {
    const page = await records(DEMO.consumer97);
    expect(page).toMatchObject({ historyType: 'O', page: 1, totalCount: 3 });
    expect(page.transactionRecords).toEqual([
      {
        recordType: 'O',
        orderNo: laylaOrders[2],
        date: at(9).toISOString(),
        status: '04',
        quantity: 4,
        amount: 35000,
        currency: 'AED',
        paymentType: 'C04',
        productName: 'Fresh Market eVoucher, Marjan Grocery eGift',
        // Unpaid (04): no card is issued, so none is being delivered yet.
        deliveries: [],
        invoiceNo: '',
      },
      expect.objectContaining({ orderNo: laylaOrders[1], status: '02', quantity: 1, amount: 5000 }),
      // A consumer's paid order has no numbered invoice (business orders do: business-invoice-history).
      expect.objectContaining({ orderNo: laylaOrders[0], status: '09', quantity: 2, amount: 20000, invoiceNo: '' }),
    ]);
  });

  it('filters orders by status, product name, dates (inclusive) and the number of a card they issued', async () => {
    const orderNos = (page: { transactionRecords: HistoryRecord[] }) =>
      page.transactionRecords.map((record) => (record.recordType === 'O' ? record.orderNo : ''));
    expect(orderNos(await records(DEMO.consumer97, { status: '09' }))).toEqual([laylaOrders[0]]);
    expect(orderNos(await records(DEMO.consumer97, { productName: 'fresh' }))).toEqual([
      laylaOrders[2],
      laylaOrders[1],
    ]);
    expect(orderNos(await records(DEMO.consumer97, { productName: '%' }))).toEqual([]);
    expect(orderNos(await records(DEMO.consumer97, { dateBegin: '2026-06-05', dateEnd: '2026-06-05' }))).toEqual([
      laylaOrders[1],
    ]);
    expect(orderNos(await records(DEMO.consumer97, { dateEnd: '2026-06-04' }))).toEqual([laylaOrders[0]]);
    const grouped = `${laylaCardNumber.slice(0, 4)} ${laylaCardNumber.slice(4, 8)}-${laylaCardNumber.slice(8)}`;
    expect(orderNos(await records(DEMO.consumer97, { cardNumber: grouped }))).toEqual([laylaOrders[0]]);
  });

  it("shows a member none of another member's records", async () => {
    const omarOrders = await records(DEMO.unvalidated97);
    expect(omarOrders.totalCount).toBe(1);
    expect(JSON.stringify(omarOrders)).not.toContain(laylaOrders[0]);
    expect(await records(DEMO.unvalidated97, { cardNumber: laylaCardNumber })).toMatchObject({ totalCount: 0 });
    const omarWallet = await records(DEMO.unvalidated97, { historyType: 'M' });
    expect(omarWallet.totalCount).toBe(1);
    expect(omarWallet.transactionRecords[0]).toMatchObject({ reference: 'PAY-OMAR', amount: 999 });
    const { client } = await api.signIn(DEMO.unvalidated97);
    expect(await client.call(getMemberHistory, { custId: String(layla) })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 40300 },
    });
  });

  it('pages wallet movements (M) by HISTORY_PAGE_SIZE, newest first, with requested and canceled top-ups', async () => {
    const first = await records(DEMO.consumer97, { historyType: 'M' });
    expect(first.totalCount).toBe(14);
    expect(first.transactionRecords).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.transactionRecords.slice(0, 3)).toEqual([
      {
        recordType: 'M',
        date: at(7).toISOString(),
        transactionType: 'L',
        status: 'N',
        amount: 6000,
        balanceAfter: null,
        currency: 'AED',
        reference: expect.stringMatching(/^topup-\d+$/),
        cardNumber: walletCardNumber,
      },
      expect.objectContaining({ transactionType: 'L', status: 'R', amount: 5000, balanceAfter: null }),
      expect.objectContaining({ transactionType: 'P', status: 'Y', amount: -1000, reference: 'ORDER-6' }),
    ]);
    const second = await records(DEMO.consumer97, { historyType: 'M', page: 2 });
    expect(second).toMatchObject({ page: 2, totalCount: 14 });
    expect(second.transactionRecords.map((record) => (record.recordType === 'M' ? record.reference : ''))).toEqual([
      'ORDER-2',
      'PAY-2',
      'ORDER-1',
      'PAY-1',
    ]);
    expect(second.transactionRecords.at(-1)).toMatchObject({ balanceAfter: 10000, status: 'Y' });
    expect(await records(DEMO.consumer97, { historyType: 'M', page: 3 })).toMatchObject({
      totalCount: 14,
      transactionRecords: [],
    });
  });

  it('filters wallet movements by status, dates and the wallet card number', async () => {
    expect(statuses(await records(DEMO.consumer97, { historyType: 'M', status: 'R' }))).toEqual(['R']);
    const june3 = await records(DEMO.consumer97, { historyType: 'M', dateBegin: '2026-06-03', dateEnd: '2026-06-03' });
    expect(june3.transactionRecords.map((record) => (record.recordType === 'M' ? record.reference : ''))).toEqual([
      'ORDER-3',
      'PAY-3',
    ]);
    expect(await records(DEMO.consumer97, { historyType: 'M', cardNumber: walletCardNumber })).toMatchObject({
      totalCount: 14,
    });
    expect(await records(DEMO.consumer97, { historyType: 'M', cardNumber: laylaCardNumber })).toMatchObject({
      totalCount: 0,
      transactionRecords: [],
    });
  });

  it('answers the cards the member transferred (T) and received (R)', async () => {
    expect(await records(DEMO.consumer97, { historyType: 'T' })).toEqual({
      historyType: 'T',
      page: 1,
      totalCount: 1,
      transactionRecords: [
        {
          recordType: 'T',
          date: at(8).toISOString(),
          status: '03',
          productName: 'Fresh Market eVoucher',
          amount: 10000,
          currency: 'AED',
          counterpartName: 'Omar Farouk',
          counterpartEmail: DEMO.unvalidated97,
        },
      ],
    });
    expect(await records(DEMO.consumer97, { historyType: 'R' })).toMatchObject({
      totalCount: 1,
      transactionRecords: [{ recordType: 'R', status: '01', counterpartName: 'Omar Farouk' }],
    });
    expect(await records(DEMO.unvalidated97, { historyType: 'R' })).toMatchObject({
      totalCount: 1,
      transactionRecords: [{ recordType: 'R', status: '03', counterpartEmail: DEMO.consumer97 }],
    });
    expect(await records(DEMO.consumer97, { historyType: 'T', status: '01' })).toMatchObject({ totalCount: 0 });
    expect(await records(DEMO.consumer97, { historyType: 'T', productName: 'grocery' })).toMatchObject({
      totalCount: 0,
    });
  });

  it('answers a 400 naming the field for bad input', async () => {
    const bad = async (query: Record<string, unknown>, path: string) => {
      const answer = await history(DEMO.consumer97, query);
      expect(answer).toMatchObject({ ok: false, status: 400, error: { code: 40000 } });
      if (!answer.ok) expect(answer.error.issues?.map((issue) => issue.path)).toContain(path);
    };
    await bad({ historyType: 'X' }, 'historyType');
    await bad({ page: 0 }, 'page');
    await bad({ dateBegin: '2026-02-30' }, 'dateBegin');
    await bad({ dateBegin: '10/06/2026' }, 'dateBegin');
    await bad({ dateBegin: '2026-06-05', dateEnd: '2026-06-04' }, 'dateEnd');
    await bad({ cardNumber: '1234 5678 9012 3456' }, 'cardNumber');
    await bad({ cardNumber: 'abc' }, 'cardNumber');
    await bad({ productName: '<script>' }, 'productName');
    await bad({ status: "09' OR 1=1" }, 'status');
  });

  it('keeps the wallet history (M) from salesmen and units without a wallet (57001)', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer150, '150');
    expect(await client.call(getMemberHistory, { custId, historyType: 'M' })).toMatchObject({
      ok: false,
      error: { code: 57001 },
    });
    expect(await client.call(getMemberHistory, { custId })).toMatchObject({ ok: true, data: { totalCount: 0 } });
  });

  it("follows a cardTransfer call into the sender's T and the receiver's R", async () => {
    const { number, card } = await issueCard(null, layla);
    const receivedBefore = (await records(DEMO.unvalidated97, { historyType: 'R' })).totalCount;
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const transferred = await client.call(cardTransfer, {
      custId,
      cardId: String(card.id),
      receiverEmail: DEMO.unvalidated97,
    });
    expect(transferred).toMatchObject({ ok: true, data: { transferStatus: '03', amount: 10000 } });

    const sent = await records(DEMO.consumer97, { historyType: 'T', cardNumber: number });
    expect(sent).toMatchObject({
      totalCount: 1,
      transactionRecords: [
        {
          recordType: 'T',
          status: '03',
          productName: 'Fresh Market eVoucher',
          amount: 10000,
          counterpartEmail: DEMO.unvalidated97,
        },
      ],
    });
    const received = await records(DEMO.unvalidated97, { historyType: 'R' });
    expect(received.totalCount).toBe(receivedBefore + 1);
    expect(received.transactionRecords[0]).toMatchObject({
      recordType: 'R',
      status: '03',
      amount: 10000,
      counterpartName: 'Layla Haddad',
      counterpartEmail: DEMO.consumer97,
    });
    // The old number no longer names the received card.
    expect(await records(DEMO.unvalidated97, { historyType: 'R', cardNumber: number })).toMatchObject({
      totalCount: 0,
    });
  });
});
