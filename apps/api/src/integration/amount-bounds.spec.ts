import {
  confirmOrder,
  createOrder,
  createPayment,
  getMemberProfile,
  paymentInitToken,
  updateMemberProfile,
  type RequestOf,
} from '@shop/contracts';
import type { ApiResult } from '@shop/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, orderLines, orders, payments, products } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

/**
 * The bounds of the amounts and counts a customer chooses besides top-ups (decision 0019): a card's
 * typed amount within its product's range, a quantity, a phone credit's amount, the new beneficiaries
 * of a line, the wallet part and txnAmount of a payment, a company's number of employees. Each is
 * refused with the forms' message (key and values for the page's language) before anything is stored.
 */
let api: TestApi;
let member: Awaited<ReturnType<TestApi['signIn']>>;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const db = () => api.app.shopApi.database.db;
const orderCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<string>`count(*)` })
        .from(orders)
    )[0].n,
  );

type Line = RequestOf<typeof createOrder>['orderLines'][number];
let seq = 0;
const digital = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10_000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: DEMO.consumer97,
  receiverName: 'Omar Farouk',
  receiverEmail: `bounds${(seq += 1)}@example.com`,
  ...overrides,
});

/** MJ-HOME-D sold at any amount from AED 100 to AED 3000 (its seed lists fixed amounts). */
async function typedAmounts<T>(work: () => Promise<T>): Promise<T> {
  const where = and(eq(products.buId, '97'), eq(products.itemCode, 'MJ-HOME-D'));
  const [product] = await db().select().from(products).where(where);
  await db().update(products).set({ denominations: [] }).where(where);
  try {
    return await work();
  } finally {
    await db().update(products).set({ denominations: product.denominations }).where(where);
  }
}

/** The issues of a refused call, as the page gets them: path, English text, key and values. */
async function refusal(answer: Promise<ApiResult<unknown>>) {
  const result = await answer;
  expect(result).toMatchObject({ ok: false, status: 400, error: { code: 40000 } });
  return result.ok ? null : result.error.issues;
}

describe('order lines', () => {
  it("refuses a typed amount over the product's maximum, 10^12 too, and takes the maximum itself", async () => {
    await typedAmounts(async () => {
      const before = await orderCount();
      const overMax = [
        {
          path: 'orderLines.0.amount',
          message: 'Amount must be less than or equal to 3000.',
          key: 'amountMax',
          params: { num: 3000 },
        },
      ];
      for (const amount of [1e12, 300_001, 2 ** 53 + 2]) {
        const line = digital({ itemCode: 'MJ-HOME-D', amount });
        expect(await refusal(member.client.call(createOrder, { orderLines: [line] }))).toEqual(overMax);
      }
      expect(
        await refusal(
          member.client.call(createOrder, { orderLines: [digital({ itemCode: 'MJ-HOME-D', amount: 9_999 })] }),
        ),
      ).toEqual([
        {
          path: 'orderLines.0.amount',
          message: 'Amount must be greater than or equal to 100.',
          key: 'amountMin',
          params: { num: 100 },
        },
      ]);
      expect(await orderCount()).toBe(before);
      const atMax = await member.client.call(createOrder, {
        orderLines: [digital({ itemCode: 'MJ-HOME-D', amount: 300_000 })],
      });
      expect(atMax).toMatchObject({ ok: true, data: { grossAmount: 300_000 } });
    });
  });

  it('refuses an amount a card is not sold at with the listed amounts, in a message the page translates', async () => {
    const phoneCredit = digital({
      itemCode: 'MJ-FALCON-PC',
      amount: 1e12,
      deliverType: 'SMS',
      receiverEmail: '',
      receiverMobileAreaCode: '971',
      receiverMobileNo: '+971501234567',
    });
    expect(await refusal(member.client.call(createOrder, { orderLines: [phoneCredit] }))).toEqual([
      {
        path: 'orderLines.0.amount',
        message: 'Amount must be one of 25, 50, 100, 200.',
        key: 'amountOneOf',
        params: { amounts: '25, 50, 100, 200' },
      },
    ]);
    expect(await member.client.call(createOrder, { orderLines: [{ ...phoneCredit, amount: 20_000 }] })).toMatchObject({
      ok: true,
    });
  });

  it('refuses 10^12 cards in a line with the maximum quantity, and takes the maximum', async () => {
    const before = await orderCount();
    for (const qty of [1e12, 21])
      expect(await refusal(member.client.call(createOrder, { orderLines: [digital({ qty })] }))).toEqual([
        {
          path: 'orderLines.0.qty',
          message: 'The maximum quantity is 20 for an order',
          key: 'maxQuantity',
          params: { max: 20 },
        },
      ]);
    expect(await orderCount()).toBe(before);
    expect(await member.client.call(createOrder, { orderLines: [digital({ qty: 20 })] })).toMatchObject({ ok: true });
  });

  it("bounds a line's new beneficiaries by its cards: an unbounded count failed the insert with a 500", async () => {
    const before = await orderCount();
    for (const newBeneficairyQty of [2 ** 31, 4])
      expect(
        await refusal(member.client.call(createOrder, { orderLines: [digital({ qty: 3, newBeneficairyQty })] })),
      ).toEqual([
        {
          path: 'orderLines.0.newBeneficairyQty',
          message: 'Amount must be less than or equal to 3.',
          key: 'amountMax',
          params: { num: 3 },
        },
      ]);
    expect(await orderCount()).toBe(before);
    const created = await member.client.call(createOrder, {
      orderLines: [digital({ qty: 3, newBeneficairyQty: 3 })],
    });
    if (!created.ok) throw new Error(created.error.message);
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, created.data.orderNo));
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.newBeneficairyQty).toBe(3);
  });
});

describe('paying an order', () => {
  it('takes from the wallet at most what the order owes, whatever walletAmount says', async () => {
    const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
    const { services } = api.app.shopApi;
    await services.wallets.credit(db(), account.id, '97', 50_000, 'BOUNDS-WALLET-1', 'L');
    const before = await services.wallets.balanceOf(account.id, '97');
    const created = await member.client.call(createOrder, { orderLines: [digital()] });
    if (!created.ok) throw new Error(created.error.message);
    const confirmed = await member.client.call(confirmOrder, {
      orderNo: created.data.orderNo,
      paymentMean: '14',
      useWallet: true,
      walletAmount: 1e12,
    });
    expect(confirmed).toMatchObject({ ok: true, data: { walletAmount: 10_000, orderAmtTot: 0, isPaid: true } });
    expect((await services.wallets.balanceOf(account.id, '97')).balance).toBe(before.balance - 10_000);
  });

  it('refuses a txnAmount that is not what the order owes (59006), starting no payment', async () => {
    const created = await member.client.call(createOrder, { orderLines: [digital()] });
    if (!created.ok) throw new Error(created.error.message);
    const { orderNo } = created.data;
    expect(await member.client.call(confirmOrder, { orderNo, paymentMean: 'C04' })).toMatchObject({ ok: true });
    const token = await member.client.call(paymentInitToken, {});
    const csrfToken = token.ok ? token.data.csrfToken : '';
    expect(
      await member.client.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken, txnAmount: 1e12 }),
    ).toMatchObject({ ok: false, error: { code: 59006 } });
    expect(await db().select().from(payments).where(eq(payments.reference, orderNo))).toEqual([]);
  });
});

describe("a company's number of employees", () => {
  it("is refused past the form's 7 digits, 1e300 too, and kept at 9,999,999", async () => {
    const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.business250));
    const tokens = await api.app.shopApi.services.sessions.create(account.id);
    const client = api.client({ buId: '250', accessToken: tokens.accessToken });
    const custId = String(account.id);
    const company = (numberOfEmployees: number) => ({
      custId,
      companyInfo: { companyName: 'Atelier Durand SAS', sirenNumber: '512345679', numberOfEmployees },
    });
    expect(await refusal(client.call(updateMemberProfile, company(10_000_000)))).toEqual([
      {
        path: 'companyInfo.numberOfEmployees',
        message: 'Must be less than 7 characters.',
        key: 'lessThan',
        params: { num: 7 },
      },
    ]);
    expect(await refusal(client.call(updateMemberProfile, company(1e300)))).toEqual([
      { path: 'companyInfo.numberOfEmployees', message: 'This field can input number only.', key: 'numberOnly' },
    ]);
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({
      ok: true,
      data: { companyInfo: { numberOfEmployees: 42 } },
    });
    expect(await client.call(updateMemberProfile, company(9_999_999))).toMatchObject({
      ok: true,
      data: { companyInfo: { numberOfEmployees: 9_999_999 } },
    });
  });
});
