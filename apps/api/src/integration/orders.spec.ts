import {
  cancelOrder,
  confirmOrder,
  createOrder,
  getOrderInvoice,
  getQuotationOrders,
  getQuotationDetail,
  disableQuotationOrder,
  quoteOrder,
  resendOrder,
  unlockOrder,
  uploadPaymentReceipt,
  type RequestOf,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, cardLedger, giftCards, orderCoupons, orders } from '../db/schema';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { ORDER_PAYMENT } from '../features/orders/order-payment';
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
let receiverSeq = 0;
const digital = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 50000,
  qty: 2,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: `receiver${(receiverSeq += 1)}@example.com`,
  message: 'Happy birthday!',
  ...overrides,
});
const physical = (overrides: Partial<Line> = {}): Line =>
  digital({
    itemCode: 'MJ-GROCERY-P',
    amount: 10000,
    qty: 1,
    letterTypeId: 2,
    receiverAddress: 'Villa 12, Street 5',
    receiverCity: 'Dubai',
    receiverZipCode: '00000',
    receiverCountryCode: 'AE',
    ...overrides,
  });

async function created(lines: Line[], client = member.client) {
  const answer = await client.call(createOrder, { orderLines: lines });
  if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** Coupons to pay with: cards issued by an earlier order of another unit's buyer. */
let couponSeq = 0;
async function coupons(amounts: number[]): Promise<IssuedCard[]> {
  couponSeq += 1;
  await services().cardKeys.current(); // read before the transaction that needs them
  return db().transaction((tx) =>
    issueCards(tx, services(), {
      buId: '97',
      orderNo: `COUPONS${couponSeq}`,
      ownerAccountId: null,
      currency: 'AED',
      lines: amounts.map((amount, index) => ({
        lineNo: index + 1,
        itemCode: 'MJ-GROCERY-D',
        amount,
        qty: 1,
        validMonths: 12,
      })),
    }),
  );
}

async function balanceOf(cardId: number) {
  const [card] = await db().select().from(giftCards).where(eq(giftCards.id, cardId));
  const [{ sum }] = await db()
    .select({ sum: sql<string>`coalesce(sum(${cardLedger.amount}), 0)` })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId));
  expect(Number(sum)).toBe(card.balance);
  return card.balance;
}

async function orderRow(orderNo: string) {
  const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

const orderCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<string>`count(*)` })
        .from(orders)
    )[0].n,
  );

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
    const line = digital({ itemCode: 'MC-CE-D', amount: 10000, qty: 50, senderEmail: DEMO.business250 });
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

describe('/order/confirm and /order/cancel', () => {
  it('refuses a wrong coupon with the one card answer and redeems nothing', async () => {
    const order = await created([digital()]);
    const [card] = await coupons([10000]);
    const wrongPin = card.pinCode === '000000' ? '111111' : '000000';
    const answer = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: 'C04',
      couponList: [{ cardNumber: card.cardNumber, pinCode: wrongPin }],
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 11001 } });
    expect(await orderRow(order.orderNo)).toMatchObject({ status: '03', couponAmount: 0 });
    expect(await balanceOf(card.cardId)).toBe(10000);
  });

  it('refuses the same card twice and a payment method the unit does not offer', async () => {
    const order = await created([digital()]);
    const [card] = await coupons([10000]);
    const twice = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: 'C04',
      couponList: [card, card].map(({ cardNumber, pinCode }) => ({ cardNumber, pinCode })),
    });
    expect(twice).toMatchObject({ ok: false, error: { code: 11006 } });
    const bankTransfer = await member.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '03' });
    expect(bankTransfer).toMatchObject({ ok: false, error: { code: 58005 } });
    expect(await balanceOf(card.cardId)).toBe(10000);
  });

  it('redeems a partial coupon, leaves the rest for the provider, and cancel gives it back exactly once', async () => {
    const order = await created([digital()]); // 980 AED
    const [card] = await coupons([30000]);
    const answer = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: 'C04',
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    });
    expect(answer).toMatchObject({
      ok: true,
      data: { orderNo: order.orderNo, orderAmtTot: 68000, couponAmount: 30000, isPaid: false, status: '041' },
    });
    expect(await balanceOf(card.cardId)).toBe(0);
    const payable = await ORDER_PAYMENT.payable(services(), order.orderNo, null, '97').catch((error) => error);
    expect(payable).toMatchObject({ error: { code: 58001 } }); // a member's order is not a guest's
    const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
    const session = { accountId: account.id } as Parameters<typeof ORDER_PAYMENT.payable>[2];
    expect(await ORDER_PAYMENT.payable(services(), order.orderNo, session, '97')).toMatchObject({ amount: 68000 });

    const cancels = await Promise.all([1, 2, 3].map(() => member.client.call(cancelOrder, { orderNo: order.orderNo })));
    for (const cancel of cancels) expect(cancel).toMatchObject({ ok: true, data: { isCanceled: true, status: '02' } });
    expect(await balanceOf(card.cardId)).toBe(30000);
    const movements = await db().select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));
    expect(movements.map((movement) => movement.type).sort()).toEqual(['G', 'I', 'P']);
    const again = await member.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: 'C04' });
    expect(again).toMatchObject({ ok: false, error: { code: 58003 } });
  });

  it('pays an order at once when coupons and wallet cover it: cards issued once and emailed', async () => {
    const line = digital({ amount: 10000, qty: 2 }); // 200 AED
    const order = await created([line]);
    const [small, big] = await coupons([5000, 20000]);
    const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
    await services().wallets.credit(db(), account.id, '97', 8000, `test-top-up-${order.orderNo}`, 'L');
    const answer = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: 'C04',
      useWallet: true,
      couponList: [small, big].map(({ cardNumber, pinCode }) => ({ cardNumber, pinCode })),
    });
    expect(answer).toMatchObject({
      ok: true,
      data: { orderAmtTot: 0, couponAmount: 20000, isPaid: true, status: '09' },
    });
    expect((await balanceOf(small.cardId)) + (await balanceOf(big.cardId))).toBe(5000);

    const issued = await services().giftCards.findByOrder('97', order.orderNo);
    expect(issued.map((card) => card.initialAmount)).toEqual([10000, 10000]);
    const mails = await api.outbox(line.receiverEmail ?? '');
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toMatch(/Card number: \d{16}/);
    expect(mails[0].body).toContain('Happy birthday!');

    // A payment return replayed for the paid order does nothing more.
    await db().transaction((tx) =>
      ORDER_PAYMENT.settle(tx, services(), {
        purpose: 'order',
        reference: order.orderNo,
        buId: '97',
        accountId: account.id,
        amount: 0,
        currency: 'AED',
        email: DEMO.consumer97,
        paymentId: 'replayed',
        paymentMean: 'C04',
      }),
    );
    expect(await services().giftCards.findByOrder('97', order.orderNo)).toHaveLength(2);
    expect(await api.outbox(line.receiverEmail ?? '')).toHaveLength(2);
    const paidCancel = await member.client.call(cancelOrder, { orderNo: order.orderNo });
    expect(paidCancel).toMatchObject({ ok: false, error: { code: 58004 } });

    const resent = await member.client.call(resendOrder, { custId: member.custId, orderNo: order.orderNo });
    expect(resent).toMatchObject({ ok: true, data: { sent: 2 } });
    expect(await api.outbox(line.receiverEmail ?? '')).toHaveLength(4);

    const invoice = await member.client.call(getOrderInvoice, { custId: member.custId, orderNo: order.orderNo });
    expect(invoice).toMatchObject({
      ok: true,
      data: {
        orderNo: order.orderNo,
        currency: 'AED',
        orderAmtTot: 20000,
        couponAmount: 20000,
        walletAmount: 0,
        paidAmount: 0,
        isVatInclude: true,
        orderLines: [{ lineNo: 1, productName: 'Marjan Grocery eGift', qty: 2, amount: 10000, lineTotal: 20000 }],
      },
    });
  });

  it('answers a confirmation re-run after a crash (its key released) with its first effect', async () => {
    const order = await created([digital({ amount: 10000, qty: 1 })]);
    const [card] = await coupons([3000]);
    const request = {
      orderNo: order.orderNo,
      paymentMean: 'C04' as const,
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    };
    const first = await member.client.call(confirmOrder, request, { idempotencyKey: 'confirm-crash-key-1' });
    expect(first).toMatchObject({ ok: true, data: { orderAmtTot: 7000, couponAmount: 3000 } });
    // The stored answer is lost, as when the process died before writing it: the call runs again.
    await db().execute(sql`DELETE FROM idempotency_keys WHERE idempotency_key = 'confirm-crash-key-1'`);
    const rerun = await member.client.call(confirmOrder, request, { idempotencyKey: 'confirm-crash-key-1' });
    expect(rerun).toEqual(first);
    expect(await balanceOf(card.cardId)).toBe(0);
    const other = await member.client.call(confirmOrder, request, { idempotencyKey: 'confirm-crash-key-2' });
    expect(other).toMatchObject({ ok: false, error: { code: 58016 } });
  });

  it('redeems a coupon once when one order is confirmed concurrently with it', async () => {
    const order = await created([digital()]);
    const [card] = await coupons([40000]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        member.client.call(confirmOrder, {
          orderNo: order.orderNo,
          paymentMean: 'C04',
          couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers) if (!answer.ok) expect(answer.error.code).toBe(58016);
    expect(await balanceOf(card.cardId)).toBe(0);
    const rows = await db().select().from(orderCoupons).where(eq(orderCoupons.cardId, card.cardId));
    expect(rows).toEqual([expect.objectContaining({ amount: 40000, givenBack: false })]);
  });
});

describe('coupons and wallet refused inside the confirming transaction', () => {
  it('lets two orders share a coupon only as far as its balance goes', async () => {
    const first = await created([digital({ amount: 10000, qty: 1 })]);
    const second = await created([digital({ amount: 10000, qty: 1 })]);
    const [card] = await coupons([15000]);
    const couponList = [{ cardNumber: card.cardNumber, pinCode: card.pinCode }];
    const answers = await Promise.all(
      [first, second].map((order) =>
        member.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: 'C04', couponList }),
      ),
    );
    // The first to commit spends 100 of 150. The other either opened the card before that commit, allocated
    // 100 too and is refused inside its transaction (untouched), or opened it after and spends the 50 left.
    for (const answer of answers) if (!answer.ok) expect(answer.error.code).toBe(11004);
    const rows = [await orderRow(first.orderNo), await orderRow(second.orderNo)];
    const redeemed = rows.reduce((sum, row) => sum + row.couponAmount, 0);
    expect(15000 - (await balanceOf(card.cardId))).toBe(redeemed);
    expect(rows.map((row) => `${row.status}:${row.couponAmount}`).sort()).toEqual(
      answers.every((answer) => answer.ok) ? ['041:5000', '09:10000'] : ['03:0', '09:10000'],
    );
  });

  it('gives nothing away when the wallet cannot pay its part: the coupon redemption is rolled back', async () => {
    const order = await created([digital({ amount: 50000, qty: 1 })]);
    const [card] = await coupons([10000]);
    const answer = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: '14',
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 58006 } });
    expect(await balanceOf(card.cardId)).toBe(10000);
    expect(await orderRow(order.orderNo)).toMatchObject({ status: '03', couponAmount: 0, walletAmount: 0 });
  });
});

describe('ORDER_PAYMENT', () => {
  it('settles what the provider paid once, and a released order gives its coupon back', async () => {
    const guest = api.client();
    const paid = await created([digital({ amount: 10000, qty: 1 })], guest);
    expect(await guest.call(confirmOrder, { orderNo: paid.orderNo, paymentMean: 'C04' })).toMatchObject({
      ok: true,
      data: { orderAmtTot: 10000, status: '041' },
    });
    const payable = await ORDER_PAYMENT.payable(services(), paid.orderNo, null, '97');
    expect(payable).toMatchObject({ purpose: 'order', amount: 10000, currency: 'AED', accountId: null });
    const settlement = { ...payable, paymentId: 'pay_test_1', paymentMean: 'C04' };
    await Promise.all([1, 2, 3].map(() => db().transaction((tx) => ORDER_PAYMENT.settle(tx, services(), settlement))));
    expect(await orderRow(paid.orderNo)).toMatchObject({ status: '09', paymentId: 'pay_test_1' });
    expect(await services().giftCards.findByOrder('97', paid.orderNo)).toHaveLength(1);
    await expect(ORDER_PAYMENT.payable(services(), paid.orderNo, null, '97')).rejects.toMatchObject({
      error: { code: 58002 },
    });

    const released = await created([digital({ amount: 10000, qty: 1 })], guest);
    const [card] = await coupons([4000]);
    await guest.call(confirmOrder, {
      orderNo: released.orderNo,
      paymentMean: 'C04',
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    });
    expect(await balanceOf(card.cardId)).toBe(0);
    const releasable = await ORDER_PAYMENT.payable(services(), released.orderNo, null, '97');
    expect(releasable.amount).toBe(6000);
    await ORDER_PAYMENT.release(services(), releasable, 'pay_test_2');
    await ORDER_PAYMENT.release(services(), releasable, 'pay_test_2');
    expect(await balanceOf(card.cardId)).toBe(4000);
    expect(await orderRow(released.orderNo)).toMatchObject({ status: '02' });
  });
});

describe('/order/unlock', () => {
  it("keeps a physical order's cards blocked until the buyer unlocks it, once", async () => {
    const order = await created([physical({ qty: 2 })]); // 2 x 100 + letter 2 x 10
    const [card] = await coupons([50000]);
    const paid = await member.client.call(confirmOrder, {
      orderNo: order.orderNo,
      paymentMean: 'C04',
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    });
    expect(paid).toMatchObject({ ok: true, data: { isPaid: true } });
    const blocked = await db()
      .select({ isBlocked: giftCards.isBlocked })
      .from(giftCards)
      .where(and(eq(giftCards.orderNo, order.orderNo)));
    expect(blocked).toEqual([{ isBlocked: true }, { isBlocked: true }]);

    const guest = api.client();
    const unlock = async (orderNo: string) =>
      guest.call(unlockOrder, { orderNo, captchaToken: await api.captchaToken() });
    expect(await unlock(order.orderNo)).toMatchObject({ ok: true, data: { orderNo: order.orderNo, cardQty: 2 } });
    const unblocked = await db()
      .select({ isBlocked: giftCards.isBlocked })
      .from(giftCards)
      .where(eq(giftCards.orderNo, order.orderNo));
    expect(unblocked).toEqual([{ isBlocked: false }, { isBlocked: false }]);
    expect(await unlock(order.orderNo)).toMatchObject({ ok: false, error: { code: 58019, message: 'Already unlock' } });
    expect(await unlock('ZZZZZZZZZZZZZZZZZZZZ')).toMatchObject({
      ok: false,
      error: { code: 58020, message: 'Oops, still lock' },
    });
    const unpaid = await created([physical()]);
    expect(await unlock(unpaid.orderNo)).toMatchObject({ ok: false, error: { code: 58020 } });
  });
});

describe('/member/uploadPaymentReceipt', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');

  it('keeps a bank-transfer order pending once its receipt is in, within its 30 minutes', async () => {
    const camille = await api.signIn(DEMO.consumer250, '250');
    const line = digital({
      itemCode: 'MC-SHOP-D',
      amount: 5000,
      qty: 1,
      senderName: 'Camille Martin',
      senderEmail: DEMO.consumer250,
    });
    const order = await created([line], camille.client);
    const confirmed = await camille.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean: '03' });
    expect(confirmed).toMatchObject({ ok: true, data: { orderAmtTot: 5000, status: '041' } });

    const upload = (receiptImage: string, orderNo = order.orderNo) =>
      camille.client.call(uploadPaymentReceipt, { custId: camille.custId, orderNo, receiptImage });
    expect(await upload(Buffer.from('not an image').toString('base64'))).toMatchObject({
      ok: false,
      error: { code: 58010 },
    });
    expect(await upload(`data:image/png;base64,${PNG}`)).toMatchObject({ ok: true, data: { status: '04' } });
    const row = await orderRow(order.orderNo);
    expect(row.status).toBe('04');
    expect(await services().orders.receipt(row.id)).toMatchObject({ contentType: 'image/png' });

    const late = await created([line], camille.client);
    await camille.client.call(confirmOrder, { orderNo: late.orderNo, paymentMean: '03' });
    api.advance(31 * 60 * 1000);
    expect(await upload(PNG, late.orderNo)).toMatchObject({ ok: false, error: { code: 58009 } });
  });
});

describe('/order/quotation', () => {
  it('prices the lines, emails the quotation to the receiver and lists it for the member', async () => {
    const line = digital({ amount: 10000, qty: 3 });
    const answer = await member.client.call(quoteOrder, { orderLines: [line] });
    expect(answer).toMatchObject({ ok: true, data: { orderAmtTot: 30000 } });
    const [mail] = await api.outbox(line.receiverEmail ?? '');
    expect(mail.subject).toContain(answer.ok ? answer.data.orderNo : '');
    expect(mail.body).toContain('AED 300.00');
    const list = await member.client.call(getQuotationOrders, { custId: member.custId, page: 1 });
    expect(list).toMatchObject({
      ok: true,
      data: { quotationOrders: [{ orderNo: answer.ok ? answer.data.orderNo : '', quantity: 3, orderAmtTot: 30000 }] },
    });
    const pay = await member.client.call(confirmOrder, {
      orderNo: answer.ok ? answer.data.orderNo : '',
      paymentMean: 'C04',
    });
    expect(pay).toMatchObject({ ok: false, error: { code: 58012 } });
  });

  it("shows one of the member's quotations with its lines, and takes it off the list once", async () => {
    const line = digital({ amount: 10000, qty: 2, receiverName: 'Omar Farouk' });
    const quoted = await member.client.call(quoteOrder, { orderLines: [line] });
    if (!quoted.ok) throw new Error(quoted.error.message);
    const { orderNo } = quoted.data;
    const detail = await member.client.call(getQuotationDetail, { custId: member.custId, orderNo });
    expect(detail).toMatchObject({
      ok: true,
      data: {
        orderNo,
        currency: 'AED',
        orderAmtTot: quoted.data.orderAmtTot,
        orderLines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', qty: 2, amount: 10000, receiverEmail: line.receiverEmail }],
      },
    });

    // Another member sees none of it, and cannot remove it.
    const other = await api.signIn(DEMO.consumer250, '250');
    const foreign = { custId: other.custId, orderNo };
    expect(await other.client.call(getQuotationDetail, foreign)).toMatchObject({ ok: false, error: { code: 58001 } });
    expect(await other.client.call(disableQuotationOrder, foreign)).toMatchObject({
      ok: false,
      error: { code: 58001 },
    });
    // An order that is not a quotation is not one.
    const order = await created([digital()]);
    const notQuotation = { custId: member.custId, orderNo: order.orderNo };
    expect(await member.client.call(getQuotationDetail, notQuotation)).toMatchObject({ error: { code: 58001 } });

    const removed = await member.client.call(disableQuotationOrder, { custId: member.custId, orderNo });
    expect(removed).toEqual({ ok: true, status: 200, data: { orderNo, isDisabled: true } });
    const again = await member.client.call(disableQuotationOrder, { custId: member.custId, orderNo });
    expect(again).toMatchObject({ ok: false, status: 404, error: { code: 58001 } });
    const list = await member.client.call(getQuotationOrders, { custId: member.custId, page: 1 });
    expect(list.ok && list.data.quotationOrders.map((quotation) => quotation.orderNo)).not.toContain(orderNo);
    expect(await member.client.call(getQuotationDetail, { custId: member.custId, orderNo })).toMatchObject({
      error: { code: 58001 },
    });
    // Another customer's id with this member's token.
    expect(await member.client.call(getQuotationDetail, { custId: '1', orderNo })).toMatchObject({
      error: { code: 40300 },
    });
  });
});
