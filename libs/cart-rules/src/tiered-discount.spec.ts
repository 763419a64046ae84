import { deleteOrder, recomputeTieredDiscount, tierRateFor } from './tiered-discount';
import { line } from './testing';
import type { DiscountList } from './types';

const tiers: DiscountList[] = [
  {
    itemCode: 'DISC-1',
    tiers: [
      { amountFrom: 0, amountTo: 49999, discountRate: 0 },
      { amountFrom: 50000, amountTo: 99999, discountRate: 3 },
      { amountFrom: 100000, amountTo: null, discountRate: 5 },
    ],
  },
];

describe('Deleting an order recomputes the tiered discount of remaining items sharing its discount item code', () => {
  const cart = [
    line('a', { discountItemCode: 'DISC-1', amount: 20000, qty: 3, productDiscount: 5 }),
    line('b', { discountItemCode: 'DISC-1', amount: 10000, qty: 4, productDiscount: 5 }),
    line('c', { discountItemCode: 'DISC-1', amount: 50000, qty: 1, productDiscount: 5 }),
    line('other', { discountItemCode: 'DISC-2', amount: 10000, qty: 1, productDiscount: 7 }),
  ];

  it('picks the tier from the summed amount × quantity of the remaining lines', () => {
    // Remaining DISC-1 lines: 20000×3 + 10000×4 = 100000 -> 5 %; without b: 60000 + 50000 -> 5 %; without c: 100000.
    const withoutC = deleteOrder(cart, 'c', tiers);
    expect(withoutC.map((item) => item.id)).toEqual(['a', 'b', 'other']);
    expect(withoutC.map((item) => item.data.productDiscount)).toEqual([5, 5, 7]);

    const withoutA = deleteOrder(cart, 'a', tiers);
    // 10000×4 + 50000 = 90000 -> 3 %.
    expect(withoutA.map((item) => item.data.productDiscount)).toEqual([3, 3, 7]);
  });

  it('falls back to rate 0 when no tier holds the sum or the code has no discount list', () => {
    const small = [
      line('a', { discountItemCode: 'DISC-1', amount: 100, productDiscount: 5 }),
      line('b', { discountItemCode: 'DISC-1', amount: 100 }),
    ];
    expect(
      deleteOrder(small, 'b', [
        { itemCode: 'DISC-1', tiers: [{ amountFrom: 1000, amountTo: null, discountRate: 4 }] },
      ])[0].data.productDiscount,
    ).toBe(0);
    expect(deleteOrder(cart, 'a', [])[0].data.productDiscount).toBe(0);
  });

  it('leaves lines of other discount item codes and lines without one untouched', () => {
    const withPlain = [...cart, line('plain', { productDiscount: 9 })];
    expect(deleteOrder(withPlain, 'plain', tiers)).toEqual(cart);
    expect(deleteOrder(withPlain, 'a', tiers).find((item) => item.id === 'plain')?.data.productDiscount).toBe(9);
  });

  it('leaves the cart as it is for an unknown id', () => {
    expect(deleteOrder(cart, 'nope', tiers)).toBe(cart);
  });
});

describe('A tier holds amounts from amountFrom to amountTo inclusive', () => {
  it('matches both bounds and an open-ended top tier', () => {
    expect(tierRateFor(tiers[0], 49999)).toBe(0);
    expect(tierRateFor(tiers[0], 50000)).toBe(3);
    expect(tierRateFor(tiers[0], 99999)).toBe(3);
    expect(tierRateFor(tiers[0], 10_000_000)).toBe(5);
    expect(tierRateFor(undefined, 50000)).toBe(0);
  });

  it('recomputes nothing when no line shares the code', () => {
    const cart = [line('a')];
    expect(recomputeTieredDiscount(cart, 'DISC-1', tiers)).toBe(cart);
  });
});
