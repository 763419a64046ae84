import { confirmOrder, unlockOrder, uploadPaymentReceipt } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { giftCards } from '../db/schema';
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

const { services, db, digital, physical, created, coupons, balanceOf, orderRow } = ordersKit(() => ({ api, member }));

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
