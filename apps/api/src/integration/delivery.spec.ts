import {
  confirmOrder,
  createOrder,
  getMemberGiftCardsWithProduct,
  getMemberHistory,
  cardResend,
  resendOrder,
  type RequestOf,
} from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { cardDeliveries, cardDeliverySends, fulfilments, giftCards, outbox, outboxAttachments } from '../db/schema';
import type { ActiveSession } from '../features/auth/session-store';
import { cardLinkUrl } from '../features/cards/card-link';
import { ORDER_PAYMENT } from '../features/orders/order-payment';
import { readPdf, readXlsx, readZip } from '../testing/document-readers';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let member: { client: ReturnType<TestApi['client']>; custId: string };
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;

type Line = RequestOf<typeof createOrder>['orderLines'][number];
let seq = 0;
const line = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: `buyer${(seq += 1)}@example.com`,
  receiverName: 'Omar Farouk',
  receiverEmail: `receiver${seq}@example.com`,
  message: 'Happy birthday!',
  ...overrides,
});

/** Creates, confirms and settles an order as its provider's payment would. */
async function paidOrder(lines: Line[], client = member.client) {
  const created = await client.call(createOrder, { orderLines: lines });
  if (!created.ok) throw new Error(`creation refused: ${JSON.stringify(created.error)}`);
  const { orderNo } = created.data;
  const confirmed = await client.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirm refused: ${JSON.stringify(confirmed.error)}`);
  const order = await services().orders.findByNo('97', orderNo);
  const owner = order?.accountId ? ({ accountId: order.accountId } as ActiveSession) : null;
  const payable = await ORDER_PAYMENT.payable(services(), orderNo, owner, '97');
  await db().transaction((tx) =>
    ORDER_PAYMENT.settle(tx, services(), { ...payable, paymentId: `pay_${orderNo}`, paymentMean: 'C04' }),
  );
  const cards = await services().giftCards.findByOrder('97', orderNo);
  return { orderNo, cards };
}

const messagesTo = (recipient: string) =>
  db().select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));

const deliveriesOf = (cardIds: number[]) =>
  db().select().from(cardDeliveries).where(inArray(cardDeliveries.cardId, cardIds)).orderBy(asc(cardDeliveries.id));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function attachmentsTo(recipient: string) {
  const [message] = await eventually(
    () => messagesTo(recipient),
    (rows) => rows.length > 0,
  );
  expect(message).toBeDefined();
  const files = await db()
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, message.id))
    .orderBy(asc(outboxAttachments.position));
  return { message, files };
}

/** The clear numbers of an order's cards, in issue order, with their pages. */
async function clearCards(cards: { id: number }[]) {
  const { openCardCode } = await import('../features/gift-cards/card-vault');
  const keys = await services().cardKeys.current();
  const rows = await db()
    .select()
    .from(giftCards)
    .where(
      inArray(
        giftCards.id,
        cards.map((card) => card.id),
      ),
    )
    .orderBy(asc(giftCards.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...openCardCode(keys.vault, row.numberHash, row.sealedCode ?? ''),
      url: await cardLinkUrl(services(), '97', row.id),
    })),
  );
}

describe('delivery of paid cards', () => {
  it('emails each card to its receiver at payment, with its page, and records the send', async () => {
    const { cards } = await paidOrder([line({ qty: 2, receiverEmail: 'email.receiver@example.com' })]);
    expect(cards).toHaveLength(2);
    const mails = await messagesTo('email.receiver@example.com');
    expect(mails).toHaveLength(2);
    const clear = await clearCards(cards);
    for (const card of clear) {
      const mail = mails.find((candidate) => candidate.body.includes(card.cardNumber));
      expect(mail?.body).toContain(card.pinCode);
      expect(mail?.body).toContain(card.url);
    }
    const rows = await deliveriesOf(cards.map((card) => card.id));
    expect(rows.map(({ channel, status, sentCount }) => ({ channel, status, sentCount }))).toEqual([
      { channel: 'email', status: 'sent', sentCount: 1 },
      { channel: 'email', status: 'sent', sentCount: 1 },
    ]);
  });

  it('texts the card by SMS, and both ways for BOTH, to the international number', async () => {
    const sms = await paidOrder([
      line({ deliverType: 'SMS', receiverEmail: '', receiverMobileAreaCode: '+971', receiverMobileNo: '501234567' }),
    ]);
    const [text] = await messagesTo('+971501234567');
    expect(text.channel).toBe('sms');
    const [clear] = await clearCards(sms.cards);
    expect(text.body).toContain(clear.cardNumber);
    expect(text.body).toContain(clear.pinCode);
    expect(text.body).toContain(clear.url);

    const both = await paidOrder([
      line({
        deliverType: 'BOTH',
        receiverEmail: 'both.receiver@example.com',
        receiverMobileAreaCode: '+971',
        receiverMobileNo: '501234568',
      }),
    ]);
    expect(await messagesTo('both.receiver@example.com')).toHaveLength(1);
    expect(await messagesTo('+971501234568')).toHaveLength(1);
    const rows = await deliveriesOf(both.cards.map((card) => card.id));
    expect(rows.map(({ channel, status }) => [channel, status])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });

  it('sends the buyer one PDF holding exactly the order’s cards, with barcode and QR code', async () => {
    const { orderNo, cards } = await paidOrder([
      line({ deliverType: 'PDF', qty: 2, senderEmail: 'pdf.buyer@example.com' }),
      line({ deliverType: 'PDF', qty: 1, amount: 20000, senderEmail: 'pdf.buyer@example.com' }),
    ]);
    const { message, files } = await attachmentsTo('pdf.buyer@example.com');
    expect(message.subject).toContain(orderNo);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: `gift-cards-${orderNo}.pdf`, contentType: 'application/pdf' });
    const pages = await readPdf(files[0].content);
    const clear = await clearCards(cards);
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.barcodes[0]).sort()).toEqual(clear.map((card) => card.cardNumber).sort());
    expect(pages.map((page) => page.qrCodes[0]).sort()).toEqual(clear.map((card) => card.url).sort());
    for (const card of clear) expect(pages.some((page) => page.text.includes(card.pinCode))).toBe(true);
    const rows = await eventually(
      () => deliveriesOf(cards.map((card) => card.id)),
      (all) => all.every((row) => row.status === 'sent'),
    );
    expect(rows.map((row) => [row.channel, row.status, row.sentCount])).toEqual([
      ['pdf', 'sent', 1],
      ['pdf', 'sent', 1],
      ['pdf', 'sent', 1],
    ]);
  });

  it('sends a zip of one PDF per card, an Excel file of numbers and one of card pages', async () => {
    const zip = await paidOrder([line({ deliverType: 'Zip', qty: 2, senderEmail: 'zip.buyer@example.com' })]);
    const zipped = await attachmentsTo('zip.buyer@example.com');
    const entries = readZip(zipped.files[0].content);
    expect(entries).toHaveLength(2);
    const zipCards = await clearCards(zip.cards);
    const inEntries = await Promise.all(entries.map(async (entry) => (await readPdf(entry.bytes))[0].barcodes[0]));
    expect(inEntries.sort()).toEqual(zipCards.map((card) => card.cardNumber).sort());

    const numbers = await paidOrder([line({ deliverType: 'CardFile', qty: 3, senderEmail: 'file.buyer@example.com' })]);
    const numberFile = await attachmentsTo('file.buyer@example.com');
    const [numberSheet] = readXlsx(numberFile.files[0].content);
    const numberCells = numberSheet.rows.slice(1).flatMap((row) => row.map((cell) => String(cell.value)));
    for (const card of await clearCards(numbers.cards)) {
      expect(numberCells.some((cell) => cell.replace(/\s/g, '') === card.cardNumber)).toBe(true);
      expect(numberCells).toContain(card.pinCode);
    }
    expect(numberSheet.rows).toHaveLength(4);

    const urls = await paidOrder([line({ deliverType: 'URLFile', qty: 2, senderEmail: 'url.buyer@example.com' })]);
    const urlFile = await attachmentsTo('url.buyer@example.com');
    const [urlSheet] = readXlsx(urlFile.files[0].content);
    const links = urlSheet.rows.slice(1).flatMap((row) => row.flatMap((cell) => (cell.link ? [cell.link] : [])));
    expect(links.sort()).toEqual((await clearCards(urls.cards)).map((card) => card.url).sort());
  });

  it('records a physical line for fulfilment with its letter type, its cards blocked until unlock', async () => {
    const { cards } = await paidOrder([
      line({
        itemCode: 'MJ-GROCERY-P',
        deliverType: 'Physical',
        letterTypeId: 2,
        receiverAddress: 'Villa 12, Street 5',
        receiverCity: 'Dubai',
        receiverZipCode: '00000',
        receiverCountryCode: 'AE',
      }),
    ]);
    expect(cards.every((card) => card.isBlocked)).toBe(true);
    const [row] = await deliveriesOf(cards.map((card) => card.id));
    expect(row).toMatchObject({ channel: 'post', status: 'preparing' });
    expect(row.recipient).toContain('Villa 12, Street 5');
    const [record] = await db().select().from(fulfilments).where(eq(fulfilments.orderId, row.orderId));
    expect(record).toMatchObject({ letterTypeId: 2, cardQty: 1, status: 'pending', receiverName: 'Omar Farouk' });
  });

  it("sends a scheduled card at the start of its day in the receiver's time zone, once", async () => {
    const zone = 'Pacific/Auckland';
    const tomorrow = DateTime.fromMillis(services().now(), { zone }).plus({ days: 1 }).startOf('day');
    const { cards } = await paidOrder([
      line({ deliverDate: tomorrow.toFormat('yyyy-MM-dd'), deliverTimeZone: zone, receiverEmail: 'later@example.com' }),
    ]);
    const [scheduled] = await deliveriesOf(cards.map((card) => card.id));
    expect(scheduled).toMatchObject({ status: 'scheduled', timeZone: zone });
    expect(scheduled.dueAt.toISOString()).toBe(tomorrow.toUTC().toISO({ suppressMilliseconds: false }));
    expect(await messagesTo('later@example.com')).toEqual([]);

    // The card list and the order history show it scheduled.
    const list = await member.client.call(getMemberGiftCardsWithProduct, { custId: member.custId });
    const listed = list.ok && list.data.productList.flatMap((product) => product.cardList);
    expect(listed && listed.find((card) => card.cardId === String(cards[0].id))?.deliveries).toEqual([
      expect.objectContaining({ channel: 'email', status: 'scheduled', sentCount: 0, sentAt: null }),
    ]);
    expect(await messagesTo('later@example.com')).toEqual([]);
  });

  it('lists a sent card failed once its transport refused the message, sending until it takes it', async () => {
    const { cards } = await paidOrder([line({ qty: 2, receiverEmail: 'refused@example.com' })]);
    const [refused, waiting] = await messagesTo('refused@example.com');
    // As the SMTP worker leaves them: a 5xx answer, and a message not taken yet.
    await db().update(outbox).set({ status: 'failed' }).where(eq(outbox.id, refused.id));
    await db().update(outbox).set({ status: 'pending' }).where(eq(outbox.id, waiting.id));
    const list = await member.client.call(getMemberGiftCardsWithProduct, { custId: member.custId });
    const listed = list.ok ? list.data.productList.flatMap((product) => product.cardList) : [];
    const statuses = cards.map((card) => listed.find((item) => item.cardId === String(card.id))?.deliveries[0]?.status);
    expect(statuses.sort()).toEqual(['failed', 'sending']);
  });

  it('refuses a delivery date already past in its zone, or an unknown zone, next to the field', async () => {
    const answer = await member.client.call(createOrder, {
      orderLines: [line({ deliverDate: '2020-01-01', deliverTimeZone: 'Europe/Paris' })],
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { issues: [expect.objectContaining({ path: 'orderLines.0.deliverDate', key: 'deliverDatePast' })] },
    });
    const zone = await member.client.call(createOrder, {
      orderLines: [line({ deliverDate: '2030-01-01', deliverTimeZone: 'Mars/Olympus' })],
    });
    expect(zone).toMatchObject({
      ok: false,
      error: { issues: [expect.objectContaining({ path: 'orderLines.0.deliverTimeZone', key: 'timeZoneInvalid' })] },
    });
  });

  it('resends an order the way it went and a card to a new address, recording each send', async () => {
    const { orderNo, cards } = await paidOrder([line({ receiverEmail: 'resend.receiver@example.com' })]);
    const resent = await member.client.call(resendOrder, { custId: member.custId, orderNo });
    expect(resent).toMatchObject({ ok: true, data: { orderNo, sent: 1 } });
    expect(await messagesTo('resend.receiver@example.com')).toHaveLength(2);

    const again = await member.client.call(cardResend, {
      custId: member.custId,
      cardId: String(cards[0].id),
      receiverEmail: 'second.address@example.com',
    });
    expect(again.ok).toBe(true);
    const [delivery] = await deliveriesOf([cards[0].id]);
    expect(delivery.sentCount).toBe(3);
    const sends = await db()
      .select()
      .from(cardDeliverySends)
      .where(eq(cardDeliverySends.deliveryId, delivery.id))
      .orderBy(asc(cardDeliverySends.id));
    expect(sends.map(({ kind, recipient }) => [kind, recipient])).toEqual([
      ['delivery', 'resend.receiver@example.com'],
      ['resend', 'resend.receiver@example.com'],
      ['resend', 'second.address@example.com'],
    ]);

    const history = await member.client.call(getMemberHistory, { custId: member.custId, historyType: 'O', page: 1 });
    const record =
      history.ok && history.data.transactionRecords.find((row) => 'orderNo' in row && row.orderNo === orderNo);
    expect(record && 'deliveries' in record && record.deliveries).toEqual([
      { channel: 'email', status: 'sent', cards: 1 },
    ]);
  });
});
