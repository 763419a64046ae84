import {
  getCustomerList,
  getMemberHistory,
  getSalesmanCustomer,
  login,
  priceSalesmanOrder,
  salesmanCheckout,
  salesmanLogin,
  type HistoryRecord,
} from '@shop/contracts';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { businessKit } from './support/business-orders-kit';
import { SALESMEN, salesmenKit } from './support/salesmen-kit';

// Issue 20: salesmen sign in, list the customers they own (an admin all of the unit's), and order for
// them within the bounds of @shop/validation's salesman rules; the order is the customer's.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const kit = salesmenKit(() => api);
const business = businessKit(() => api);
const idOf = async (email: string) => String((await business.accountOf(email)).id);

describe('salesman sign-in (v4 salesmanLogin)', () => {
  it('signs a salesman in (custType S, the admin flag), and refuses other accounts with a clear error', async () => {
    const julien = await kit.signedIn(SALESMEN.julien);
    expect(julien.session).toMatchObject({ custType: 'S', isAdminSalesman: false });
    expect((await kit.signedIn(SALESMEN.claire)).session).toMatchObject({ custType: 'S', isAdminSalesman: true });
    const customer = await api.client({ buId: '250' }).call(salesmanLogin, {
      account: SALESMEN.atelier,
      password: DEMO_PASSWORD,
      captchaToken: await api.captchaToken('250'),
    });
    expect(customer).toEqual({
      ok: false,
      status: 400,
      error: { code: 10008, message: 'Only salesmen sign in here; customers sign in on their own login page.' },
    });
    const normal = await api.client({ buId: '250' }).call(login, {
      account: SALESMEN.julien,
      password: DEMO_PASSWORD,
      captchaToken: await api.captchaToken('250'),
    });
    expect(normal).toMatchObject({ ok: false, error: { code: 10005 } });
  });
});

describe('the customer list', () => {
  it('shows a salesman his own customers only, each with what blocks an order', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const answer = await client.call(getCustomerList, {});
    expect(answer.ok && answer.data.customers.map((customer) => [customer.email, customer.orderBlock])).toEqual([
      [SALESMEN.atelier, null],
      [SALESMEN.lefevre, 'enCompte'],
    ]);
    expect(answer).toMatchObject({ ok: true, data: { totalCount: 2, page: 1 } });
    const searched = await client.call(getCustomerList, { search: 'lefèvre' });
    expect(searched.ok && searched.data.customers.map((customer) => customer.companyName)).toEqual([
      'CSE Transports Lefèvre',
    ]);
  });

  it('shows an admin every salesman’s customers with their owner, or one salesman’s', async () => {
    const { client } = await kit.signedIn(SALESMEN.claire);
    const all = await client.call(getCustomerList, {});
    expect(all.ok && all.data.customers.map((customer) => [customer.companyName, customer.ownerSalesmanName])).toEqual(
      expect.arrayContaining([
        ['Atelier Durand SAS', 'Julien Moreau'],
        ['CSE Transports Lefèvre', 'Julien Moreau'],
        ['Fleurs Garnier SARL', 'Claire Bernard'],
      ]),
    );
    const julienId = await idOf(SALESMEN.julien);
    const his = await client.call(getCustomerList, { salesmanId: julienId });
    expect(his.ok && his.data.totalCount).toBe(2);
  });

  it('refuses a salesman another salesman’s list, and anyone who is not a salesman', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const claireId = await idOf(SALESMEN.claire);
    expect(await client.call(getCustomerList, { salesmanId: claireId })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 58041 },
    });
    const customer = await business.session(SALESMEN.atelier);
    expect(await customer.client.call(getCustomerList, {})).toMatchObject({ ok: false, error: { code: 58040 } });
  });

  it('opens one of his customers with its profile, address book and payment means; not another’s', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const answer = await client.call(getSalesmanCustomer, { custId: await idOf(SALESMEN.atelier) });
    expect(answer).toMatchObject({
      ok: true,
      data: {
        customer: { companyName: 'Atelier Durand SAS', contractTypeId: 3, verified: true, orderBlock: null },
        companyInfo: { city: 'Paris', zipCode: '75002' },
        paymentMeans: ['03', '05'],
      },
    });
    const garnier = await client.call(getSalesmanCustomer, { custId: await idOf(SALESMEN.garnier) });
    expect(garnier).toMatchObject({ ok: false, status: 403, error: { code: 58041 } });
  });
});

describe('the salesman checkout', () => {
  it('places the order for the customer: the server’s prices, the commission, bank transfer waiting', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = await idOf(SALESMEN.atelier);
    const request = kit.order(custId);
    const answer = await client.call(salesmanCheckout, request, { idempotencyKey: 'salesman-checkout-1' });
    // 2 x 100 EUR, 10 % off, 20 EUR card-made fee per card (VAT 20 % included), 5 % of 180 EUR commission.
    expect(answer).toMatchObject({
      ok: true,
      data: {
        status: '041',
        paymentMean: '03',
        grossAmount: 20000,
        discountAmount: 2000,
        feeAmount: 4000,
        taxAmount: 667,
        orderAmtTot: 22000,
        commissionAmount: 900,
        orderLines: [{ discountRate: 10, cardMadeFee: 2000, lineTotal: 22000, commissionAmount: 900 }],
      },
    });
    if (!answer.ok) return;
    expect(answer.data.paymentWindowEndsAt).not.toBe('');

    // The customer sees it in its own history with the same totals.
    const customer = await business.session(SALESMEN.atelier);
    const history = await customer.client.call(getMemberHistory, { custId: customer.custId, historyType: 'O' });
    const record = history.ok
      ? history.data.transactionRecords.find(
          (entry): entry is Extract<HistoryRecord, { recordType: 'O' }> =>
            entry.recordType === 'O' && entry.orderNo === answer.data.orderNo,
        )
      : undefined;
    expect(record).toMatchObject({ status: '041', amount: 22000, currency: 'EUR', quantity: 2 });
    const row = await business.orderRow(answer.data.orderNo);
    expect(row).toMatchObject({ accountId: Number(custId), totalAmount: 22000, custType: 'B' });
    expect(row.invoiceDetails).toMatchObject({ companyName: 'Atelier Durand SAS', invoiceCity: 'Paris' });

    // The same key replays the answer; no second order.
    const again = await client.call(salesmanCheckout, request, { idempotencyKey: 'salesman-checkout-1' });
    expect(again).toEqual(answer);
    const other = await client.call(salesmanCheckout, kit.order(custId), { idempotencyKey: 'salesman-checkout-1' });
    expect(other).toMatchObject({ ok: false, status: 409 });
  });

  it('recomputes a tampered line price from the catalogue', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = await idOf(SALESMEN.atelier);
    const tampered = kit.line({
      itemCode: 'MC-SALARIES-P',
      amount: 5000,
      qty: 1,
      deliverType: 'PDF',
      letterTypeId: 3,
      extraItemCode: 'MC-EXTRA-CHOCOLATS',
      letterPrice: 1,
      extraProductAmount: 1,
      orderAmount: 1,
      receiverAddress: '18 rue de la Paix',
      receiverCity: 'Paris',
      receiverZipCode: '75002',
      receiverCountryCode: 'FR',
      receiverMobileNo: '+33140000000',
    });
    const answer = await client.call(priceSalesmanOrder, { custId, order: [tampered] });
    expect(answer).toMatchObject({
      ok: true,
      data: { orderLines: [{ letterPrice: 590, shipFee: 590, extraProductAmount: 1290 }] },
    });
    // 50 - 5 (10 %) + 20 fee + 12.90 chocolates + 5.90 box.
    expect(answer.ok && answer.data.orderAmtTot).toBe(4500 + 2000 + 1290 + 590);
  });

  it.each([
    ['a card-made fee of 14 euros', { cardMadeFee: 1400 }, 'order.0.cardMadeFee', 'salesmanCardMadeFee'],
    ['a card-made fee of 31 euros', { cardMadeFee: 3100 }, 'order.0.cardMadeFee', 'salesmanCardMadeFee'],
    ['a commission of 2 %', { commissionValue: 2 }, 'order.0.commissionValue', 'salesmanCommission'],
    ['a commission of 11 %', { commissionValue: 11 }, 'order.0.commissionValue', 'salesmanCommission'],
    [
      'a discount type other than P or V',
      { shipFeeDiscType: 'X', shipFeeDiscValue: 10 },
      'order.0.shipFeeDiscType',
      'salesmanDiscountType',
    ],
    ['a line discount over 30 %', { discountRate: 31 }, 'order.0.discountRate', 'salesmanLineDiscount'],
  ])('refuses %s, naming the field', async (_name, overrides, path, key) => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = await idOf(SALESMEN.atelier);
    const answer = await client.call(salesmanCheckout, kit.order(custId, { order: [kit.line(overrides)] }));
    expect(answer).toMatchObject({ ok: false, status: 400, error: { code: 40000 } });
    expect(answer.ok ? [] : answer.error.issues).toEqual([expect.objectContaining({ path, key })]);
  });

  it('answers hostile numbers with a 400 naming each field, never a server error', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = await idOf(SALESMEN.atelier);
    const hostile = kit.line({
      cardMadeFee: 1e300,
      commissionValue: -1,
      discountRate: -5,
      extraFeeDiscType: 'V',
      extraFeeDiscValue: 1e20,
    });
    const answer = await client.call(salesmanCheckout, kit.order(custId, { order: [hostile], freeItemQty: 1.5 }));
    expect(answer).toMatchObject({ ok: false, status: 400, error: { code: 40000 } });
    // A quantity without a free item is named too ("Choose the free item.").
    expect((answer.ok ? [] : (answer.error.issues ?? [])).map((issue) => issue.path).sort()).toEqual([
      'freeItem',
      'freeItemQty',
      'order.0.cardMadeFee',
      'order.0.commissionValue',
      'order.0.discountRate',
      'order.0.extraFeeDiscValue',
    ]);
  });

  it('refuses too many free items and an unknown one', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const custId = await idOf(SALESMEN.atelier);
    const tooMany = await client.call(
      salesmanCheckout,
      kit.order(custId, { freeItem: 'MC-EXTRA-CHOCOLATS', freeItemQty: 3 }),
    );
    expect(tooMany.ok ? [] : tooMany.error.issues).toEqual([
      expect.objectContaining({ path: 'freeItemQty', message: 'The free item quantity must be between 1 and 2.' }),
    ]);
    const unknown = await client.call(salesmanCheckout, kit.order(custId, { freeItem: 'NOPE', freeItemQty: 1 }));
    expect(unknown.ok ? [] : unknown.error.issues).toEqual([expect.objectContaining({ path: 'freeItem' })]);
    const given = await client.call(
      priceSalesmanOrder,
      kit.order(custId, { freeItem: 'MC-EXTRA-CHOCOLATS', freeItemQty: 2 }),
    );
    expect(given).toMatchObject({
      ok: true,
      data: { freeItem: 'MC-EXTRA-CHOCOLATS', freeItemQty: 2, orderAmtTot: 22000 },
    });
  });

  it('refuses an order for another salesman’s customer, and blocks unverified and En Compte customers', async () => {
    const julien = await kit.signedIn(SALESMEN.julien);
    const garnier = await idOf(SALESMEN.garnier);
    expect(await julien.client.call(salesmanCheckout, kit.order(garnier))).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 58041, message: expect.stringContaining('not one of yours') },
    });
    expect(await julien.client.call(salesmanCheckout, kit.order(await idOf(SALESMEN.lefevre)))).toEqual({
      ok: false,
      status: 403,
      error: { code: 58043, message: 'This client is En Compte' },
    });
    // The admin may act for Garnier, which is not verified yet.
    const claire = await kit.signedIn(SALESMEN.claire);
    expect(await claire.client.call(salesmanCheckout, kit.order(garnier))).toEqual({
      ok: false,
      status: 403,
      error: { code: 58042, message: "This client is not yet verified, you can't place the order" },
    });
  });

  it('lets an admin order for another salesman’s customer', async () => {
    const { client } = await kit.signedIn(SALESMEN.claire);
    const answer = await client.call(salesmanCheckout, kit.order(await idOf(SALESMEN.atelier), { paymentMean: '05' }));
    expect(answer.ok ? answer.data : answer.error).toMatchObject({
      status: '04',
      paymentMean: '05',
      orderAmtTot: 22000,
    });
  });

  it('refuses a payment mean the customer’s contract type does not allow a salesman order', async () => {
    const { client } = await kit.signedIn(SALESMEN.julien);
    const answer = await client.call(salesmanCheckout, kit.order(await idOf(SALESMEN.atelier), { paymentMean: 'C04' }));
    expect(answer).toMatchObject({ ok: false, error: { code: 58005 } });
  });
});
