import { cartTotals, orderTotalBeforeCoupons } from './cart-total';
import { effectiveDiscountRate, lineAmounts } from './line-amounts';
import { coupon, line } from './testing';

describe('Cart total: discount per item, extras × quantity, coupons subtracted, never below zero', () => {
  it('discounts each line by its product discount', () => {
    const totals = cartTotals(
      [line('a', { amount: 10000, qty: 3, productDiscount: 5 }), line('b', { amount: 2500, qty: 2 })],
      [],
    );
    expect(totals).toEqual({ gross: 35000, discount: 1500, extras: 0, coupons: 0, total: 33500 });
  });

  it('lets a salesman-set discount override the product discount, even a salesman-set 0', () => {
    expect(effectiveDiscountRate(line('a', { productDiscount: 5, salesmanSetDiscount: 8 }).data)).toBe(8);
    expect(effectiveDiscountRate(line('a', { productDiscount: 5, salesmanSetDiscount: 0 }).data)).toBe(0);
    expect(effectiveDiscountRate(line('a', { productDiscount: 5 }).data)).toBe(5);
    expect(
      cartTotals([line('a', { amount: 10000, qty: 1, productDiscount: 5, salesmanSetDiscount: 8 })], []).discount,
    ).toBe(800);
  });

  it('multiplies the extra product amount and the card-made fee by the quantity', () => {
    const totals = cartTotals([line('a', { amount: 5000, qty: 4, extraProductAmount: 300, cardMadeFee: 1500 })], []);
    expect(totals.extras).toBe(7200);
    expect(totals.total).toBe(27200);
  });

  it('rounds a fractional discount half-up to the minor unit', () => {
    // 12.5 % of 0.99 = 0.12375 -> 0.12; 7.5 % of 1.00 = 0.075 -> 0.08.
    expect(lineAmounts(line('a', { amount: 99, productDiscount: 12.5 }).data).discount).toBe(12);
    expect(lineAmounts(line('a', { amount: 100, productDiscount: 7.5 }).data).discount).toBe(8);
  });

  it('subtracts what the coupons pay and stops at zero when coupons exceed the order', () => {
    const items = [line('a', { amount: 10000 })];
    expect(cartTotals(items, [coupon('c', { cardBalance: 4000 })]).total).toBe(6000);
    const covered = cartTotals(items, [coupon('c', { cardBalance: 7000 }), coupon('d', { cardBalance: 7000 })]);
    expect(covered.coupons).toBe(10000);
    expect(covered.total).toBe(0);
  });

  it('never goes below zero even for a discount rate above 100 %', () => {
    expect(cartTotals([line('a', { amount: 1000, salesmanSetDiscount: 150 })], []).total).toBe(0);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], [coupon('c')])).toEqual({ gross: 0, discount: 0, extras: 0, coupons: 0, total: 0 });
    expect(orderTotalBeforeCoupons([])).toBe(0);
  });
});
