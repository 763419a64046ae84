import { cancelOrder, confirmOrder, getOrderInvoice, resendOrder } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { accounts, cardLedger, orderCoupons } from '../db/schema';
import { ORDER_PAYMENT } from '../features/orders/order-payment';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { ordersKit, type Member } from './support/orders-kit';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const { services, db, digital, created, coupons, balanceOf, orderRow } = ordersKit(() => ({ api, member }));

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
  it('answers a confirmation of an order confirmed meanwhile as already confirmed, not by the spent card', async () => {
    const order = await created([digital()]);
    const [card] = await coupons([40000]);
    const request = {
      orderNo: order.orderNo,
      paymentMean: 'C04' as const,
      couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
    };
    // The race in order: this confirmation has read the open order; the other one commits before it opens the card.
    const store = services().giftCards;
    const findCard = store.findByNumberHashes.bind(store);
    let rival: ReturnType<typeof member.client.call<typeof confirmOrder>> | undefined;
    const spy = jest.spyOn(store, 'findByNumberHashes').mockImplementation(async (...args) => {
      if (!rival) {
        rival = member.client.call(confirmOrder, request);
        await rival;
      }
      return findCard(...args);
    });
    try {
      const late = await member.client.call(confirmOrder, request);
      expect(await rival).toMatchObject({ ok: true, data: { couponAmount: 40000 } });
      expect(late).toMatchObject({ ok: false, error: { code: 58016 } });
    } finally {
      spy.mockRestore();
    }
    expect(await balanceOf(card.cardId)).toBe(0);
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
