import { createOrder } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { ordersKit, type Line, type Member } from './support/orders-kit';
import { INVOICE_ADDRESS } from './support/files-kit';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const { services, db, digital, physical, created, orderRow, orderCount } = ordersKit(() => ({ api, member }));

describe('/v6/order/creation', () => {
  it('prices every line from the catalogue and ignores the prices a client sends', async () => {
    const tampered = digital({ discountRate: 50, cardMadeFee: 0, shipFee: 0, orderAmount: 1, extraProductAmount: 0 });
    const answer = await created([
      tampered,
      physical({ itemCode: 'MJ-TECH-D', amount: 10000, qty: 1, letterTypeId: undefined }),
    ]);
    // MJ-GROCERY-D 2 x 500 = 1000 AED: tier 2 %; MJ-TECH-D 100 AED: tier 1 %.
    expect(answer).toMatchObject({
      currency: 'AED',
      grossAmount: 110000,
      discountAmount: 2000 + 100,
      orderAmtTot: 107900,
      orderLines: [
        { lineNo: 1, kind: 'D', discountRate: 2, discountAmount: 2000, lineTotal: 98000, validMonths: 12 },
        { lineNo: 2, kind: 'D', discountRate: 1, lineTotal: 9900 },
      ],
    });
    expect(answer.orderNo).toMatch(/^[0-9A-Z]{20}$/);
    expect(await orderRow(answer.orderNo)).toMatchObject({ status: '03', totalAmount: 107900, dueAmount: 107900 });
  });

  it('charges a physical line its letter as shipping, its card-made fee and extra, with VAT included', async () => {
    const answer = await created([
      physical({ itemCode: 'MJ-GROCERY-CP', templateId: 101, letterTypeId: 3, extraItemCode: 'MJ-EXTRA-FLOWERS' }),
    ]);
    // 100 AED + fee 15 + flowers 99 + box 25 (VAT 5 % inside fee and shipping: 0.71 + 1.19).
    expect(answer).toMatchObject({
      feeAmount: 1500 + 9900,
      shippingAmount: 2500,
      taxAmount: 71 + 119,
      orderAmtTot: 10000 + 1500 + 9900 + 2500,
    });
    expect(await orderRow(answer.orderNo)).toMatchObject({ hasPhysical: true, isUnlocked: false });
  });

  it('refuses quantity limits, mixed kinds, amounts not offered and bad fields by line, storing nothing', async () => {
    const before = await orderCount();
    const cases: [Line[], { path: string; message: string }[]][] = [
      [[digital({ qty: 21 })], [{ path: 'orderLines.0.qty', message: 'The maximum quantity is 20 for an order' }]],
      [[digital({ qty: 0 })], [{ path: 'orderLines.0.qty', message: 'The minimum quantity is 1 for an order' }]],
      [
        [digital(), physical()],
        [{ path: 'orderLines.1.kind', message: 'Physical and digital products cannot be mixed in one order.' }],
      ],
      [
        [digital({ amount: 7000 })],
        [{ path: 'orderLines.0.amount', message: 'Amount must be one of 50, 100, 200, 500.' }],
      ],
      [
        [digital({ itemCode: 'NO-SUCH-ITEM' })],
        [{ path: 'orderLines.0.itemCode', message: 'The item no longer exists.' }],
      ],
      [
        [digital({ receiverEmail: 'not-an-email', message: 'x'.repeat(501), message2: 'y'.repeat(33) })],
        [
          { path: 'orderLines.0.receiverEmail', message: 'not valid email format' },
          { path: 'orderLines.0.message', message: 'Must be less than 500 characters.' },
          { path: 'orderLines.0.message2', message: 'Must be less than 32 characters.' },
        ],
      ],
      [
        [digital({ deliverType: 'SMS', receiverMobileNo: '12' })],
        [{ path: 'orderLines.0.receiverMobileNo', message: 'wrong phone number' }],
      ],
      [
        [physical({ receiverAddress: '' })],
        [{ path: 'orderLines.0.receiverAddress', message: 'This field is required.' }],
      ],
    ];
    for (const [lines, issues] of cases) {
      const answer = await member.client.call(createOrder, { orderLines: lines });
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.error.code).toBe(40000);
      expect(answer.error.issues?.map(({ path, message }) => ({ path, message }))).toEqual(issues);
    }
    expect(await orderCount()).toBe(before);
  });

  it('limits quantities by the buyer: b2cMaxQty for consumers, b2bMaxQty for business members', async () => {
    const [business] = await db().select().from(accounts).where(eq(accounts.email, DEMO.business250));
    const tokens = await services().sessions.create(business.id);
    const company = api.client({ buId: '250', accessToken: tokens.accessToken });
    const line = digital({
      itemCode: 'MC-CE-D',
      amount: 10000,
      qty: 50,
      senderEmail: DEMO.business250,
      ...INVOICE_ADDRESS,
    });
    expect(await company.call(createOrder, { orderLines: [line] })).toMatchObject({
      ok: true,
      data: { grossAmount: 500000, discountAmount: 7500 },
    });
    const tooMany = await company.call(createOrder, { orderLines: [{ ...line, qty: 1001 }] });
    expect(tooMany).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'orderLines.0.qty', params: { max: 1000 } }] },
    });
    const camille = await api.signIn(DEMO.consumer250, '250');
    const consumerLine = digital({ itemCode: 'MC-SHOP-D', amount: 5000, qty: 11, senderEmail: DEMO.consumer250 });
    expect(await camille.client.call(createOrder, { orderLines: [consumerLine] })).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'orderLines.0.qty', message: 'The maximum quantity is 10 for an order' }] },
    });
  });

  it('takes a guest order with the sender email and refuses one without it', async () => {
    const guest = api.client();
    const answer = await created([digital()], guest);
    expect(await orderRow(answer.orderNo)).toMatchObject({ accountId: null, buyerEmail: 'layla.haddad@example.com' });
    const refused = await guest.call(createOrder, { orderLines: [digital({ senderEmail: '' })] });
    expect(refused).toMatchObject({ ok: false, error: { issues: [{ path: 'orderLines.0.senderEmail' }] } });
  });

  it('stores one order for one idempotency key sent concurrently', async () => {
    const before = await orderCount();
    const line = digital();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        member.client.call(createOrder, { orderLines: [line] }, { idempotencyKey: 'same-creation-key-1' }),
      ),
    );
    const numbers = new Set(answers.filter((answer) => answer.ok).map((answer) => answer.ok && answer.data.orderNo));
    expect(numbers.size).toBe(1);
    for (const answer of answers) if (!answer.ok) expect(answer.error.code).toBe(40902);
    expect(await orderCount()).toBe(before + 1);
  });
});
