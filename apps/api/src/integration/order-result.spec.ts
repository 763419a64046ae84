import {
  confirmOrder,
  createOrder,
  createPayment,
  getOrderResult,
  paymentFinalisation,
  paymentInitToken,
  unlockOrder,
  uploadPaymentReceipt,
  type RequestOf,
} from '@shop/contracts';
import type { ApiClient } from '@shop/api-client';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * The order result page's read (getOrderResult, decision 0015) over HTTP, after real payments on the
 * sandbox provider's page, and the buyer's unlock email of a physical order.
 */
let api: TestApi;
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await sandbox?.stop();
});

type Line = RequestOf<typeof createOrder>['orderLines'][number];
let seq = 0;
const digital = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10_000,
  qty: 2,
  deliverType: 'Email',
  senderName: 'Guest Buyer',
  senderEmail: `result.buyer${(seq += 1)}@example.com`,
  receiverName: 'Receiver Secret',
  receiverEmail: `result.receiver${seq}@example.com`,
  message: 'Enjoy',
  ...overrides,
});
const physical = (overrides: Partial<Line> = {}): Line =>
  digital({
    itemCode: 'MJ-GROCERY-P',
    qty: 2,
    deliverType: 'Physical',
    letterTypeId: 2,
    receiverAddress: 'Villa 12, Street 5',
    receiverCity: 'Dubai',
    receiverZipCode: '00000',
    receiverCountryCode: 'AE',
    ...overrides,
  });

async function createdOrder(client: ApiClient, lines: Line[]): Promise<string> {
  const created = await client.call(createOrder, { orderLines: lines });
  if (!created.ok) throw new Error(`createOrder: ${JSON.stringify(created.error)}`);
  return created.data.orderNo;
}

/** Confirms for a card payment and pays on the sandbox page with `card`: the return URL and payment id. */
async function paidOnSandbox(client: ApiClient, orderNo: string, card: string) {
  const confirmed = await client.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  const token = await client.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await client.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: token.data.csrfToken });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);
  const back = await submitForm(payment.data.redirectUrl, cardFields(card));
  if (back.status !== 303 || !back.location) throw new Error(`the sandbox answered ${back.status}`);
  return { callBackUrl: back.location, paymentId: payment.data.paymentId };
}

describe('/order/result', () => {
  it('answers a paid order by its number and by its payment, with what was bought and never whom for', async () => {
    const guest = api.client({ buId: '97' });
    const orderNo = await createdOrder(guest, [digital()]);
    const { callBackUrl, paymentId } = await paidOnSandbox(guest, orderNo, TEST_CARD.success);
    expect(await guest.call(getOrderResult, { orderNo })).toMatchObject({
      ok: true,
      data: { result: 'processing', dueAmount: 20_000, paidAmount: 0 },
    });
    expect(await guest.call(paymentFinalisation, { callBackUrl })).toMatchObject({ ok: true });

    const byNumber = await guest.call(getOrderResult, { orderNo, paymentId });
    expect(byNumber).toMatchObject({
      ok: true,
      data: {
        orderNo,
        result: 'paid',
        status: '09',
        paymentMean: 'C04',
        currency: 'AED',
        orderAmtTot: 20_000,
        // Paid: nothing is still due; the payment method paid the whole amount.
        dueAmount: 0,
        paidAmount: 20_000,
        hasPhysical: false,
        isUnlocked: true,
        orderLines: [{ lineNo: 1, qty: 2, amount: 10_000, deliverType: 'Email', kind: 'D' }],
        payment: { paymentId, state: 'succeeded' },
      },
    });
    expect(JSON.stringify(byNumber)).not.toMatch(/Receiver Secret|result\.receiver|result\.buyer/);
    const byPayment = await guest.call(getOrderResult, { paymentId });
    expect(byPayment.ok && byPayment.data).toEqual(byNumber.ok && byNumber.data);
  });

  it('answers failed for a declined payment: the order is released, its number found from the payment', async () => {
    const guest = api.client({ buId: '97' });
    const orderNo = await createdOrder(guest, [digital()]);
    const { callBackUrl, paymentId } = await paidOnSandbox(guest, orderNo, TEST_CARD.decline);
    expect(await guest.call(paymentFinalisation, { callBackUrl })).toMatchObject({
      ok: false,
      error: {
        code: 59001,
        message:
          'There was an error processing your payment. Please verify that all your card information is correct ' +
          'before trying again.',
      },
    });
    expect(await guest.call(getOrderResult, { paymentId })).toMatchObject({
      ok: true,
      data: {
        orderNo,
        result: 'failed',
        status: '02',
        dueAmount: 0,
        paidAmount: 0,
        payment: { paymentId, state: 'failed' },
      },
    });
    // Without the payment, the order just reads as cancelled.
    expect(await guest.call(getOrderResult, { orderNo })).toMatchObject({ ok: true, data: { result: 'canceled' } });
  });

  it('answers unconfirmed, then pending for a bank transfer and after its receipt', async () => {
    const camille = await api.signIn(DEMO.consumer250, '250');
    const line = digital({ itemCode: 'MC-SHOP-D', amount: 5000, qty: 1, senderEmail: DEMO.consumer250 });
    const orderNo = await createdOrder(camille.client, [line]);
    const read = () => camille.client.call(getOrderResult, { orderNo, custId: camille.custId });
    expect(await read()).toMatchObject({
      ok: true,
      data: { result: 'unconfirmed', status: '03', dueAmount: 5000, paidAmount: 0 },
    });
    await camille.client.call(confirmOrder, { orderNo, paymentMean: '03' });
    const pending = await read();
    expect(pending).toMatchObject({
      ok: true,
      data: { result: 'pending', status: '041', paymentMean: '03', dueAmount: 5000, paidAmount: 0 },
    });
    expect(pending.ok && Date.parse(pending.data.paymentWindowEndsAt)).toBeGreaterThan(Date.now());
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
    const receiptImage = `data:image/png;base64,${png}`;
    await camille.client.call(uploadPaymentReceipt, { custId: camille.custId, orderNo, receiptImage });
    expect(await read()).toMatchObject({ ok: true, data: { result: 'pending', status: '04', dueAmount: 5000 } });
  });

  it('answers a paid order partly from the wallet with nothing due and what the card paid', async () => {
    const layla = await api.signIn(DEMO.consumer97);
    const [account] = await api.app.shopApi.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO.consumer97));
    await api.app.shopApi.services.wallets.credit(
      api.app.shopApi.database.db,
      account.id,
      '97',
      3_000,
      'RESULT-1',
      'L',
    );
    const orderNo = await createdOrder(layla.client, [digital({ senderEmail: DEMO.consumer97 })]);
    const read = () => layla.client.call(getOrderResult, { orderNo, custId: layla.custId });
    const confirmed = await layla.client.call(confirmOrder, {
      orderNo,
      paymentMean: 'C04',
      useWallet: true,
      walletAmount: 3_000,
    });
    expect(confirmed).toMatchObject({ ok: true, data: { walletAmount: 3_000, orderAmtTot: 17_000 } });
    expect(await read()).toMatchObject({
      ok: true,
      data: { result: 'processing', orderAmtTot: 20_000, walletAmount: 3_000, dueAmount: 17_000, paidAmount: 0 },
    });
    const token = await layla.client.call(paymentInitToken, {});
    const payment = await layla.client.call(createPayment, {
      orderNo,
      paymentMethod: 'C04',
      csrfToken: token.ok ? token.data.csrfToken : '',
    });
    if (!payment.ok) throw new Error(payment.error.message);
    const back = await submitForm(payment.data.redirectUrl, cardFields(TEST_CARD.success));
    expect(await layla.client.call(paymentFinalisation, { callBackUrl: back.location as string })).toMatchObject({
      ok: true,
    });
    expect(await read()).toMatchObject({
      ok: true,
      data: { result: 'paid', orderAmtTot: 20_000, walletAmount: 3_000, dueAmount: 0, paidAmount: 17_000 },
    });
  });

  it("keeps a member's order to its member and refuses what does not name one order", async () => {
    const layla = await api.signIn(DEMO.consumer97);
    const orderNo = await createdOrder(layla.client, [digital()]);
    const notFound = { ok: false, status: 404, error: { code: 58001 } };
    expect(await api.client({ buId: '97' }).call(getOrderResult, { orderNo })).toMatchObject(notFound);
    expect(await layla.client.call(getOrderResult, { orderNo, custId: layla.custId })).toMatchObject({ ok: true });
    expect(await layla.client.call(getOrderResult, { orderNo, custId: '999999' })).toMatchObject({
      ok: false,
      error: { code: 40300 },
    });
    expect(await layla.client.call(getOrderResult, { orderNo: 'ZZZZZZZZZZZZZZZZZZZZ' })).toMatchObject(notFound);
    // Another unit's client, another order's payment, an unknown payment: all unknown.
    expect(await api.client({ buId: '250' }).call(getOrderResult, { orderNo })).toMatchObject(notFound);
    const guest = api.client({ buId: '97' });
    const other = await createdOrder(guest, [digital()]);
    const { paymentId } = await paidOnSandbox(guest, other, TEST_CARD.success);
    expect(await guest.call(getOrderResult, { orderNo, paymentId })).toMatchObject(notFound);
    expect(await guest.call(getOrderResult, { paymentId: `pay_${'A'.repeat(22)}` })).toMatchObject(notFound);
    expect(await guest.call(getOrderResult, {})).toMatchObject({ ok: false, status: 400 });
    expect(await guest.call(getOrderResult, { orderNo: 'lower-case' })).toMatchObject({ ok: false, status: 400 });
  });
});

describe("the buyer's unlock email of a physical order", () => {
  it('is sent once on payment and links the unlock page; the order reads locked until unlocked', async () => {
    const guest = api.client({ buId: '97' });
    const line = physical();
    const orderNo = await createdOrder(guest, [line]);
    const { callBackUrl, paymentId } = await paidOnSandbox(guest, orderNo, TEST_CARD.success);
    expect(await guest.call(paymentFinalisation, { callBackUrl })).toMatchObject({ ok: true });
    expect(await guest.call(paymentFinalisation, { callBackUrl })).toMatchObject({ ok: true });

    const emails = await api.outbox(line.senderEmail as string);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe(`Your order ${orderNo} is on its way by post`);
    const link = `http://shop.test/97/unlock?orderNo=${orderNo}`;
    expect(emails[0].body).toContain(`The 2 gift card(s) of order ${orderNo} are being sent by post.`);
    expect(emails[0].body).toContain(link);
    expect(await guest.call(getOrderResult, { orderNo, paymentId })).toMatchObject({
      ok: true,
      data: { result: 'paid', hasPhysical: true, isUnlocked: false, orderLines: [{ kind: 'P', qty: 2 }] },
    });

    const unlocked = await guest.call(unlockOrder, {
      orderNo: new URL(link).searchParams.get('orderNo') as string,
      captchaToken: await api.captchaToken('97'),
    });
    expect(unlocked).toMatchObject({ ok: true, data: { orderNo, cardQty: 2 } });
    expect(await guest.call(getOrderResult, { orderNo })).toMatchObject({ ok: true, data: { isUnlocked: true } });
  });

  it('is written in the language of the order', async () => {
    const guest = api.client({ buId: '97', language: 'ar' });
    const line = physical({ qty: 1 });
    const orderNo = await createdOrder(guest, [line]);
    const { callBackUrl } = await paidOnSandbox(guest, orderNo, TEST_CARD.success);
    expect(await guest.call(paymentFinalisation, { callBackUrl })).toMatchObject({ ok: true });
    const [email] = await api.outbox(line.senderEmail as string);
    expect(email.subject).toBe(`طلبك ${orderNo} في طريقه إليك بالبريد`);
    expect(email.body).toContain(`http://shop.test/97/unlock?orderNo=${orderNo}`);
  });
});
