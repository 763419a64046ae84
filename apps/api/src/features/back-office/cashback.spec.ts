import { cashbackAmount } from './cashback';

describe('the cashback of an order', () => {
  it('is the rate of what was paid, rounded down', () => {
    expect(cashbackAmount({ rateBp: 150, minOrderAmount: 0 }, 12_345)).toBe(185);
    expect(cashbackAmount({ rateBp: 10_000, minOrderAmount: 0 }, 500)).toBe(500);
  });

  it('is capped by maxAmount and nothing under minOrderAmount or without payment', () => {
    expect(cashbackAmount({ rateBp: 500, maxAmount: 1_000, minOrderAmount: 0 }, 100_000)).toBe(1_000);
    expect(cashbackAmount({ rateBp: 500, minOrderAmount: 5_000 }, 4_999)).toBe(0);
    expect(cashbackAmount({ rateBp: 500, minOrderAmount: 0 }, 0)).toBe(0);
  });
});
