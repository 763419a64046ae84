import { discountTierProblems } from './tier-bounds';

const contiguous = [
  { amountFrom: 0, amountTo: 49999 },
  { amountFrom: 50000, amountTo: 99999 },
  { amountFrom: 100000, amountTo: null },
];

describe('Tier bounds: each tier starts one minor unit after the previous one ends (amountTo inclusive)', () => {
  it('accepts contiguous tiers, in any order, with an open-ended last tier', () => {
    expect(discountTierProblems(contiguous)).toEqual([]);
    expect(discountTierProblems([...contiguous].reverse())).toEqual([]);
    expect(discountTierProblems([])).toEqual([]);
  });

  it('names a gap between one tier end and the next start', () => {
    expect(
      discountTierProblems([
        { amountFrom: 0, amountTo: 99900 },
        { amountFrom: 100000, amountTo: 499999 },
      ]),
    ).toEqual(['gap: amounts 99901 to 99999 are in no tier (a tier ends at 99900, the next starts at 100000)']);
  });

  it('names an overlap, including one after an open-ended tier', () => {
    expect(
      discountTierProblems([
        { amountFrom: 0, amountTo: 100000 },
        { amountFrom: 100000, amountTo: 200000 },
      ]),
    ).toEqual([
      'overlap: amounts 100000 to 100000 are in two tiers (a tier ends at 100000, the next starts at 100000)',
    ]);
    expect(
      discountTierProblems([
        { amountFrom: 0, amountTo: null },
        { amountFrom: 5000, amountTo: 9999 },
      ]),
    ).toEqual(['overlap: a tier has no end, yet another starts at 5000']);
  });

  it('names a tier that ends before it starts or whose bounds are not whole minor units', () => {
    expect(discountTierProblems([{ amountFrom: 500, amountTo: 100 }])).toEqual([
      'a tier ends at 100, before it starts at 500',
    ]);
    expect(discountTierProblems([{ amountFrom: -1, amountTo: 100 }])).toEqual([
      'a tier bound is not a whole number of minor units, 0 or more: -1',
    ]);
    expect(discountTierProblems([{ amountFrom: 0, amountTo: 99.5 }])).toEqual([
      'a tier bound is not a whole number of minor units, 0 or more: 99.5',
    ]);
  });
});
