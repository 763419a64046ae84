import { BANK_TRANSFER_PAYMENT_WINDOW_MS, confirmOrder, createOrder, getProducts } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, INVOICE_ADDRESS, businessKit, type BusinessSession } from './support/business-orders-kit';

// Business orders (issue 18): what the API refuses whatever the client sends, and the creation rules.

let api: TestApi;
let registered: BusinessSession;
beforeAll(async () => {
  api = await startTestApi();
  registered = await kit.session(BUSINESS.registered);
});
afterAll(() => api.close());

const kit = businessKit(() => api);
const { line, created, setAccount, db } = kit;

describe('a business order, whatever the client sends', () => {
  it('is refused while the business account is not verified, in every step that buys', async () => {
    const order = await created(registered, [line()]);
    await setAccount(BUSINESS.registered, { businessVerification: 'pending' });
    try {
      const french = await kit.session(BUSINESS.registered, 'fr');
      const refused = await french.client.call(createOrder, { custId: french.custId, orderLines: [line()] });
      expect(refused).toMatchObject({ ok: false, status: 403, error: { code: 58030 } });
      const confirm = await french.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '03' });
      expect(confirm).toMatchObject({ ok: false, error: { code: 58030 } });
      expect(await kit.orderRow(order.orderNo)).toMatchObject({ status: '03' });
    } finally {
      await setAccount(BUSINESS.registered, { businessVerification: 'verified' });
    }
    const confirmed = await registered.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '03' });
    expect(confirmed).toMatchObject({ ok: true, data: { status: '041' } });
  });

  it('needs one valid invoicing address, the same on every line', async () => {
    const missing = await registered.client.call(createOrder, {
      custId: registered.custId,
      orderLines: [line({ invoiceCity: '', invoiceEmail: 'compta', invoiceMobileNo: '+3312' })],
    });
    expect(missing).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 58031, message: 'Invalid address, please update your invoicing address' },
    });
    if (missing.ok) return;
    expect(missing.error.issues?.map((issue) => [issue.path, issue.key])).toEqual([
      ['invoiceCity', 'required'],
      ['invoiceEmail', 'emailFormat'],
      ['invoiceMobileNo', 'wrongPhone'],
    ]);
    const differing = await registered.client.call(createOrder, {
      custId: registered.custId,
      orderLines: [line(), line({ invoiceCity: 'Lyon' })],
    });
    expect(differing).toMatchObject({
      ok: false,
      error: { code: 58031, issues: [{ path: 'orderLines.1.invoiceAddress', key: 'invoiceAddressInvalid' }] },
    });
    const order = await created(registered, [line(), line()]);
    expect((await kit.orderRow(order.orderNo)).invoiceDetails).toEqual({
      ...INVOICE_ADDRESS,
      companyName: 'Atelier Durand SAS',
      sirenNumber: '512345679',
      vatNumber: 'FR75512345679',
    });
  });

  it('holds at most b2bMaxQty cards, on one line or all together', async () => {
    const one = await registered.client.call(createOrder, {
      custId: registered.custId,
      orderLines: [line({ qty: 1001 })],
    });
    expect(one).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'orderLines.0.qty', message: 'The maximum quantity is 1000 for an order' }] },
    });
    const together = await registered.client.call(createOrder, {
      custId: registered.custId,
      orderLines: [line({ qty: 600 }), line({ qty: 401 })],
    });
    expect(together).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'orderLines.1.qty', key: 'maxQuantity', params: { max: 1000 } }] },
    });
    await created(registered, [line({ qty: 600 }), line({ qty: 400 })]);
  });

  it('offers and accepts only items whose type is not A or V', async () => {
    await db().update(products).set({ itemType: 'V' }).where(eq(products.itemCode, 'MC-SPORT-D'));
    try {
      const refused = await registered.client.call(createOrder, {
        custId: registered.custId,
        orderLines: [line({ itemCode: 'MC-SPORT-D', amount: 5000 }), line({ receiverEmail: 'not-an-email' })],
      });
      expect(refused).toMatchObject({ ok: false, status: 400 });
      if (refused.ok) return;
      expect(refused.error.issues?.map((issue) => [issue.path, issue.key])).toEqual([
        ['orderLines.0.itemCode', 'notForBusiness'],
        ['orderLines.1.receiverEmail', 'emailFormat'],
      ]);
      const listed = await registered.client.call(getProducts, { categoryId: 0, page: 1, productName: 'Sport' });
      expect(listed.ok && listed.data.products.map((product) => product.itemCode)).toEqual([]);
      const consumer = await api.signIn(DEMO.consumer250, '250');
      const theirs = await consumer.client.call(getProducts, { categoryId: 0, page: 1, productName: 'Sport' });
      expect(theirs.ok && theirs.data.products.map((product) => product.itemCode)).toEqual(['MC-SPORT-D']);
    } finally {
      await db().update(products).set({ itemType: '' }).where(eq(products.itemCode, 'MC-SPORT-D'));
    }
  });

  it('accepts a fixed-line number for a business receiver, not for a consumer', async () => {
    const sms = { deliverType: 'SMS' as const, receiverMobileAreaCode: '33', receiverMobileNo: '140000000' };
    await created(registered, [line(sms)]);
    const consumer = await api.signIn(DEMO.consumer250, '250');
    const refused = await consumer.client.call(createOrder, {
      orderLines: [line({ ...sms, itemCode: 'MC-SHOP-D', amount: 5000, senderEmail: DEMO.consumer250 })],
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'orderLines.0.receiverMobileNo', message: 'wrong phone number' }] },
    });
  });
});

describe('payment means by contract type', () => {
  const confirmWith = async (who: BusinessSession, paymentMean: '03' | '05' | '14' | 'C04', useWallet = false) => {
    const order = await created(who, [line()]);
    return who.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean, useWallet });
  };

  it('Registered (3) pays with the unit’s means; En Compte (2) only wallet, transfer and check', async () => {
    expect(await confirmWith(registered, 'C04')).toMatchObject({ ok: true, data: { status: '041' } });
    const enCompte = await kit.session(BUSINESS.enCompte);
    expect(await confirmWith(enCompte, 'C04')).toMatchObject({ ok: false, error: { code: 58005 } });
    await kit.services().cardKeys.current();
    await db().transaction((tx) =>
      kit.services().wallets.credit(tx, enCompte.accountId, '250', 50000, 'spec:en-compte-top-up', 'L'),
    );
    expect(await confirmWith(enCompte, '14')).toMatchObject({
      ok: true,
      data: { isPaid: true, status: '09', walletAmount: 10000 },
    });
    expect(await confirmWith(enCompte, '03')).toMatchObject({ ok: true, data: { status: '041' } });
  });

  it('Light (1) only bank transfer and bank check, the wallet refused even as a part', async () => {
    await setAccount(BUSINESS.enCompte, { contractTypeId: 1 });
    try {
      const light = await kit.session(BUSINESS.enCompte);
      expect(await confirmWith(light, '14')).toMatchObject({ ok: false, error: { code: 58005 } });
      expect(await confirmWith(light, 'C04')).toMatchObject({ ok: false, error: { code: 58005 } });
      expect(await confirmWith(light, '03', true)).toMatchObject({ ok: false, error: { code: 58005 } });
      expect(await confirmWith(light, '05')).toMatchObject({ ok: true, data: { status: '04' } });
    } finally {
      await setAccount(BUSINESS.enCompte, { contractTypeId: 2 });
    }
  });

  it('gives a bank transfer its 30-minute payment window', async () => {
    const before = api.app.shopApi.services.now();
    const answer = await confirmWith(registered, '03');
    if (!answer.ok) throw new Error(answer.error.message);
    const row = await kit.orderRow(answer.data.orderNo);
    expect(row.paymentWindowEndsAt?.getTime()).toBe(before + BANK_TRANSFER_PAYMENT_WINDOW_MS);
  });
});
