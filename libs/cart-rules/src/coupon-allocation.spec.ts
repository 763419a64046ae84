import { allocateCoupons, couponSuitsItem } from './coupon-allocation';
import { coupon, line } from './testing';

describe('Coupon allocation: fewest suited items first, each paying what is owed per item while it has balance', () => {
  it('spends the most restricted coupon first, so a general coupon is left for the other lines', () => {
    const items = [line('toy', { itemCode: 'TOY', amount: 6000 }), line('book', { itemCode: 'BOOK', amount: 4000 })];
    // Entered general first; allocation still spends the TOY-only coupon first.
    const general = coupon('general', { cardBalance: 8000 });
    const toyOnly = coupon('toy-only', { cardBalance: 5000, suitedItemCode: [{ itemCode: 'TOY' }] });
    const result = allocateCoupons(items, [general, toyOnly]);
    expect(result.coupons.map((c) => [c.cardNumber, c.appliedAmount, c.remainingBalance])).toEqual([
      ['general', 5000, 3000],
      ['toy-only', 5000, 0],
    ]);
    expect(result.items).toEqual([
      { itemId: 'toy', owed: 6000, paid: 6000, unpaid: 0 },
      { itemId: 'book', owed: 4000, paid: 4000, unpaid: 0 },
    ]);
  });

  it('orders coupons with one suited item before coupons with two, and ties in their entered order', () => {
    const items = [line('a', { itemCode: 'A', amount: 3000 }), line('b', { itemCode: 'B', amount: 4000 })];
    const two = coupon('two', { cardBalance: 3000, suitedItemCode: [{ itemCode: 'A' }, { itemCode: 'B' }] });
    const firstOne = coupon('one-1', { cardBalance: 2000, suitedItemCode: [{ itemCode: 'A' }] });
    const secondOne = coupon('one-2', { cardBalance: 2000, suitedItemCode: [{ itemCode: 'A' }] });
    const result = allocateCoupons(items, [two, firstOne, secondOne]);
    expect(result.coupons.map((c) => c.appliedAmount)).toEqual([3000, 2000, 1000]);
    expect(result.items.map((i) => i.unpaid)).toEqual([0, 1000]);
  });

  it('never pays a line a coupon does not suit', () => {
    const items = [line('a', { itemCode: 'A', amount: 3000 })];
    const result = allocateCoupons(items, [coupon('b-only', { suitedItemCode: [{ itemCode: 'B' }] })]);
    expect(result.coupons[0].appliedAmount).toBe(0);
    expect(result.coupons[0].remainingBalance).toBe(5000);
    expect(result.items[0].unpaid).toBe(3000);
  });

  it('pays what each line owes after its discount and extras', () => {
    const items = [
      line('a', { amount: 10000, qty: 2, productDiscount: 10, extraProductAmount: 500, cardMadeFee: 250 }),
    ];
    // 20000 − 2000 + (500 + 250) × 2 = 19500.
    const result = allocateCoupons(items, [coupon('big', { cardBalance: 100000 })]);
    expect(result.items[0].owed).toBe(19500);
    expect(result.coupons[0].appliedAmount).toBe(19500);
    expect(result.coupons[0].remainingBalance).toBe(80500);
  });

  it('spends nothing from a coupon with no balance', () => {
    const result = allocateCoupons([line('a')], [coupon('empty', { cardBalance: -10 })]);
    expect(result.coupons[0]).toMatchObject({ appliedAmount: 0, remainingBalance: 0 });
  });
});

describe('A coupon with no suited items suits every item', () => {
  it('suits any item code, a restricted one only its own', () => {
    expect(couponSuitsItem(coupon('any'), 'X')).toBe(true);
    expect(couponSuitsItem(coupon('x', { suitedItemCode: [{ itemCode: 'X' }] }), 'X')).toBe(true);
    expect(couponSuitsItem(coupon('x', { suitedItemCode: [{ itemCode: 'X' }] }), 'Y')).toBe(false);
  });
});
