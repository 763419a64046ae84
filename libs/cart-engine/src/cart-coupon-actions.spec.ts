import { setUp, storedCoupons, withFakeTimersInEachTest } from './cart-store-test-kit';
import type { CouponQueryResult } from './coupon-requery';
import { coupon } from '@shop/cart-rules/testing';

withFakeTimersInEachTest();

describe('Coupons in the store', () => {
  it('refuses a coupon with the rule message and adds a valid one with its allocation', () => {
    const { store } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    expect(store.getState().addCoupon(coupon('6001', { cardBalance: 0 }))).toEqual({
      ok: false,
      message: 'Insufficient Card Balance',
    });
    expect(store.getState().addCoupon(coupon('6001', { cardBalance: 3000 }))).toEqual({ ok: true, warning: null });
    expect(store.getState().addCoupon(coupon('6001'))).toEqual({
      ok: false,
      message: 'The coupon you entered is invalid. Please try again.',
    });
    expect(store.getState().addCoupon(coupon('6002', { suitedItemCode: [{ itemCode: 'OTHER' }] }))).toEqual({
      ok: false,
      message: 'Card is not usable in this order',
    });
    expect(store.getState().couponList[0]).toMatchObject({ appliedAmount: 3000, remainingBalance: 0 });
    expect(store.getState().totals.total).toBe(7000);
  });

  it('calls the warning back when a non-partial coupon makes the coupons exceed the order total', () => {
    const { store, notifier } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    const fixed = coupon('6001', { cardBalance: 15000, isAllowPartialRedeem: false });
    const result = store.getState().addCoupon(fixed);
    expect(result).toEqual({ ok: true, warning: { coupon: fixed, couponTotal: 15000, orderTotal: 10000 } });
    expect(notifier.nonPartialCouponWarning).toHaveBeenCalledWith({
      coupon: fixed,
      couponTotal: 15000,
      orderTotal: 10000,
    });
    expect(store.getState().totals.total).toBe(0);
  });

  it("calls 'removed from cart' back when a coupon is removed", () => {
    const { store, notifier, sessionStorage } = setUp();
    store.getState().addCoupon(coupon('6001'));
    store.getState().removeCoupon('6001');
    store.getState().removeCoupon('6001');
    expect(store.getState().couponList).toEqual([]);
    expect(storedCoupons(sessionStorage)).toEqual([]);
    expect(notifier.couponRemoved).toHaveBeenCalledTimes(1);
    expect(notifier.couponRemoved).toHaveBeenCalledWith({
      coupon: expect.objectContaining({ cardNumber: '6001' }),
      message: 'removed from cart',
    });
  });

  it('requeries: keeps what still applies, drops the rest with a notice and reports joined errors', async () => {
    const answers: Record<string, CouponQueryResult> = {
      '6001': { ok: true, coupon: coupon('6001', { cardBalance: 1000 }) },
      '6002': { ok: true, coupon: coupon('6002', { suitedItemCode: [{ itemCode: 'GONE' }] }) },
      '6003': { ok: false, code: 11018, message: 'Coupon removed' },
    };
    const queryCoupon = jest.fn(async (c: { cardNumber: string }) => answers[c.cardNumber]);
    const { store, notifier } = setUp({ queryCoupon });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    store.getState().addOrder({ data: { itemCode: 'GONE', amount: 10000, qty: 1 } });
    ['6001', '6002', '6003'].forEach((cardNumber) =>
      store
        .getState()
        .addCoupon(coupon(cardNumber, cardNumber === '6002' ? { suitedItemCode: [{ itemCode: 'GONE' }] } : {})),
    );
    store.getState().deleteOrder(store.getState().cartItems[1].id);

    const pending = store.getState().requeryCoupons();
    expect(store.getState().isFetching).toBe(true);
    const outcome = await pending;
    expect(store.getState().isFetching).toBe(false);
    expect(store.getState().couponList.map((c) => [c.cardNumber, c.cardBalance])).toEqual([['6001', 1000]]);
    expect(outcome.dropped.map((c) => c.cardNumber)).toEqual(['6002']);
    expect(notifier.couponRemoved).toHaveBeenCalledWith({
      coupon: expect.objectContaining({ cardNumber: '6002' }),
      message: 'removed from cart',
    });
    expect(store.getState().error).toBe('Removed coupon 6003: Coupon removed (11018)');
    expect(queryCoupon).toHaveBeenCalledTimes(3);
  });

  it('requery throws when every coupon fails, leaving no coupon and the joined errors', async () => {
    const queryCoupon = jest.fn(async (): Promise<CouponQueryResult> => {
      throw new Error('Network down');
    });
    const { store } = setUp({ queryCoupon });
    store.getState().addCoupon(coupon('6001'));
    await expect(store.getState().requeryCoupons()).rejects.toThrow(
      'fetch query card failed on coupon 6001: Network down',
    );
    expect(store.getState()).toMatchObject({
      couponList: [],
      isFetching: false,
      error: 'fetch query card failed on coupon 6001: Network down',
    });
  });

  it('requery needs a configured query function', async () => {
    const { store } = setUp({ queryCoupon: null });
    await expect(store.getState().requeryCoupons()).rejects.toThrow('queryCoupon');
  });
});
