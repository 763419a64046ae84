import { allocateRefund, cardShares, orderTotalOf, refundAmountOf } from './refund-allocation';

const cards = [
  { cardId: 1, initialAmount: 10_000 },
  { cardId: 2, initialAmount: 10_000 },
  { cardId: 3, initialAmount: 10_000 },
];

describe('a card share', () => {
  it('splits what the order took by face value, rounded down', () => {
    expect([...cardShares(30_001, cards).values()]).toEqual([10_000, 10_000, 10_000]);
    expect(cardShares(9_000, [cards[0], { cardId: 4, initialAmount: 20_000 }]).get(4)).toBe(6_000);
  });

  it('gives the last cards everything left, so the refunds add up to the total', () => {
    const shares = cardShares(30_001, cards);
    expect(refundAmountOf(30_001, shares, [1], new Set(), 0)).toBe(10_000);
    expect(refundAmountOf(30_001, shares, [2], new Set([1]), 10_000)).toBe(10_000);
    expect(refundAmountOf(30_001, shares, [3], new Set([1, 2]), 20_000)).toBe(10_001);
    expect(refundAmountOf(30_001, shares, [1, 2, 3], new Set(), 0)).toBe(30_001);
  });
});

describe('where a refund takes the money from', () => {
  const parts = {
    paid: 20_000,
    wallet: 5_000,
    coupons: [
      { cardId: 9, amount: 3_000 },
      { cardId: 8, amount: 2_000 },
    ],
  };

  it('takes the paid part first, then the wallet, then the coupons card by card', () => {
    expect(orderTotalOf(parts)).toBe(30_000);
    expect(allocateRefund(10_000, parts, { paid: 0, wallet: 0, coupon: 0 })).toEqual({
      amount: 10_000,
      paid: 10_000,
      wallet: 0,
      coupon: 0,
      coupons: [],
    });
    expect(allocateRefund(20_000, parts, { paid: 10_000, wallet: 0, coupon: 0 })).toEqual({
      amount: 20_000,
      paid: 10_000,
      wallet: 5_000,
      coupon: 5_000,
      coupons: [
        { cardId: 9, amount: 3_000 },
        { cardId: 8, amount: 2_000 },
      ],
    });
  });

  it('skips what earlier refunds gave back to the coupons', () => {
    const allocation = allocateRefund(1_000, parts, { paid: 20_000, wallet: 5_000, coupon: 4_000 });
    expect(allocation.coupons).toEqual([{ cardId: 8, amount: 1_000 }]);
  });

  it('never gives back more than the order has left', () => {
    expect(() => allocateRefund(1, parts, { paid: 20_000, wallet: 5_000, coupon: 5_000 })).toThrow(RangeError);
  });
});
