import fc from 'fast-check';
import { cartTotals } from './cart-total';
import { allocateCoupons, couponSuitsItem } from './coupon-allocation';
import { createCartItemData } from './cart-items';
import type { CartItem, QueriedCoupon } from './types';

// Property-based checks of the money invariants over random carts and coupon sets.

const itemCodes = ['A', 'B', 'C', 'D'];

const cartItem = fc.record({
  itemCode: fc.constantFrom(...itemCodes),
  amount: fc.integer({ min: 0, max: 1_000_000 }),
  qty: fc.integer({ min: 1, max: 50 }),
  productDiscount: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 150, noNaN: true })),
  salesmanSetDiscount: fc.option(fc.double({ min: 0, max: 150, noNaN: true }), { nil: null }),
  extraProductAmount: fc.integer({ min: 0, max: 50_000 }),
  cardMadeFee: fc.integer({ min: 0, max: 3_000 }),
});

const cart = fc
  .array(cartItem, { maxLength: 25 })
  .map((inputs): CartItem[] =>
    inputs.map((input, index) => ({ id: `line-${index}`, data: createCartItemData(input) })),
  );

const couponArb = fc.record({
  cardNumber: fc.string(),
  pinCode: fc.constant('0000'),
  cardBalance: fc.integer({ min: -10_000, max: 5_000_000 }),
  isAllowPartialRedeem: fc.boolean(),
  subPayDesc: fc.constantFrom('', 'Brand only'),
  suitedItemCode: fc
    .uniqueArray(fc.constantFrom(...itemCodes, 'Z'), { maxLength: 3 })
    .map((codes) => codes.map((itemCode) => ({ itemCode }))),
  isThirdPartyCoupon: fc.boolean(),
});
const coupons = fc.array(couponArb, { maxLength: 10 }) as fc.Arbitrary<QueriedCoupon[]>;

describe('Invariant: the cart total is never negative', () => {
  it('holds for any cart and coupons', () => {
    fc.assert(
      fc.property(cart, coupons, (items, list) => {
        const totals = cartTotals(items, list);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });
});

describe('Invariant: no coupon spends more than its balance', () => {
  it('holds for any cart and coupons, and the spent and remaining parts add up to the balance', () => {
    fc.assert(
      fc.property(cart, coupons, (items, list) => {
        allocateCoupons(items, list).coupons.forEach((applied, index) => {
          expect(applied.appliedAmount).toBeGreaterThanOrEqual(0);
          expect(applied.appliedAmount).toBeLessThanOrEqual(Math.max(0, list[index].cardBalance));
          expect(applied.remainingBalance).toBe(Math.max(0, list[index].cardBalance) - applied.appliedAmount);
        });
      }),
    );
  });
});

describe('Invariant: allocation never exceeds what is owed per item', () => {
  it('holds for any cart and coupons, and only suited coupons pay a line', () => {
    fc.assert(
      fc.property(cart, coupons, (items, list) => {
        const allocation = allocateCoupons(items, list);
        allocation.items.forEach((line, index) => {
          const suited = list.filter((c) => couponSuitsItem(c, items[index].data.itemCode));
          if (suited.length === 0) expect(line.paid).toBe(0);
          expect(line.paid).toBeGreaterThanOrEqual(0);
          expect(line.paid).toBeLessThanOrEqual(line.owed);
          expect(line.unpaid).toBe(line.owed - line.paid);
        });
        const paid = allocation.items.reduce((sum, line) => sum + line.paid, 0);
        const spent = allocation.coupons.reduce((sum, applied) => sum + applied.appliedAmount, 0);
        expect(paid).toBe(spent);
        expect(cartTotals(items, list, allocation).total).toBe(
          allocation.items.reduce((sum, line) => sum + line.unpaid, 0),
        );
      }),
    );
  });
});
