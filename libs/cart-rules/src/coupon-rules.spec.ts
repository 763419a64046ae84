import { COUPON_MESSAGES } from './constants';
import { couponRejection, missingCouponFields, nonPartialCouponWarning, removeCoupon } from './coupon-rules';
import { coupon, line } from './testing';

describe('Card number and pin code are required to add a coupon', () => {
  it('names each missing or blank field', () => {
    expect(missingCouponFields({ cardNumber: '', pinCode: ' ' })).toEqual(['cardNumber', 'pinCode']);
    expect(missingCouponFields({ cardNumber: '6001', pinCode: '' })).toEqual(['pinCode']);
    expect(missingCouponFields({ cardNumber: '6001', pinCode: '1234' })).toEqual([]);
  });
});

describe("Balance must be above 0, else 'Insufficient Card Balance'", () => {
  it('refuses a coupon with a zero or negative balance', () => {
    expect(COUPON_MESSAGES.insufficientBalance).toBe('Insufficient Card Balance');
    expect(couponRejection(coupon('6001', { cardBalance: 0 }), [], [line('a')])).toBe('Insufficient Card Balance');
    expect(couponRejection(coupon('6001', { cardBalance: -1 }), [], [line('a')])).toBe('Insufficient Card Balance');
    expect(couponRejection(coupon('6001', { cardBalance: 1 }), [], [line('a')])).toBeNull();
  });
});

describe("A coupon restricted to items needs one still unpaid, else 'Card is not usable in this order'", () => {
  const items = [line('toy', { itemCode: 'TOY', amount: 3000 }), line('book', { itemCode: 'BOOK', amount: 2000 })];

  it('refuses a restricted coupon when none of its items is in the cart', () => {
    expect(couponRejection(coupon('6001', { suitedItemCode: [{ itemCode: 'GAME' }] }), [], items)).toBe(
      'Card is not usable in this order',
    );
  });

  it('refuses a restricted coupon when its items are already fully paid by other coupons', () => {
    const applied = [coupon('6000', { cardBalance: 3000, suitedItemCode: [{ itemCode: 'TOY' }] })];
    expect(couponRejection(coupon('6001', { suitedItemCode: [{ itemCode: 'TOY' }] }), applied, items)).toBe(
      COUPON_MESSAGES.notUsableInOrder,
    );
  });

  it('accepts a restricted coupon when one of its items still owes something', () => {
    const applied = [coupon('6000', { cardBalance: 2999, suitedItemCode: [{ itemCode: 'TOY' }] })];
    expect(couponRejection(coupon('6001', { suitedItemCode: [{ itemCode: 'TOY' }] }), applied, items)).toBeNull();
  });

  it('does not apply the check to an unrestricted coupon', () => {
    expect(couponRejection(coupon('6001'), [], [])).toBeNull();
  });
});

describe("The same card twice: 'The coupon you entered is invalid. Please try again.'", () => {
  it('refuses a card number already applied, whatever its balance', () => {
    const applied = [coupon('6001')];
    expect(couponRejection(coupon('6001', { cardBalance: 0 }), applied, [line('a')])).toBe(
      'The coupon you entered is invalid. Please try again.',
    );
    expect(couponRejection(coupon(' 6001 '), applied, [line('a')])).toBe(COUPON_MESSAGES.invalidCoupon);
  });
});

describe('A coupon not partially redeemable, when the coupons exceed the order total, triggers a warning', () => {
  const items = [line('a', { amount: 10000 })];

  it('warns when the balances of all coupons exceed the order total', () => {
    const fixed = coupon('6002', { cardBalance: 6000, isAllowPartialRedeem: false });
    const all = [coupon('6001', { cardBalance: 5000 }), fixed];
    expect(nonPartialCouponWarning(fixed, all, items)).toEqual({
      coupon: fixed,
      couponTotal: 11000,
      orderTotal: 10000,
    });
  });

  it('does not warn when the coupons fit the order or the coupon may be partly spent', () => {
    const fixed = coupon('6002', { cardBalance: 10000, isAllowPartialRedeem: false });
    expect(nonPartialCouponWarning(fixed, [fixed], items)).toBeNull();
    const partial = coupon('6003', { cardBalance: 50000 });
    expect(nonPartialCouponWarning(partial, [partial], items)).toBeNull();
  });
});

describe('Removing a coupon', () => {
  it('returns the list without it and the removed coupon for the notification', () => {
    const list = [coupon('6001'), coupon('6002')];
    const result = removeCoupon(list, '6001');
    expect(result.coupons.map((c) => c.cardNumber)).toEqual(['6002']);
    expect(result.removed?.cardNumber).toBe('6001');
  });

  it('removes nothing for an unknown card', () => {
    const list = [coupon('6001')];
    expect(removeCoupon(list, '9999')).toEqual({ coupons: list, removed: null });
  });
});
