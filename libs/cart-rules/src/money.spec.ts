import { percentOfMinor, roundHalfUp, roundHalfUp2, toMajorUnits, toMinorUnits } from './money';

describe('Amounts are rounded to 2 decimals, rounding up when the third digit is 5 or more', () => {
  it('rounds up from a third digit of 5, including values binary floats store just below it', () => {
    expect(roundHalfUp2(1.005)).toBe(1.01);
    expect(roundHalfUp2(2.675)).toBe(2.68);
    expect(roundHalfUp2(10.125)).toBe(10.13);
  });

  it('rounds down below 5 and keeps exact values', () => {
    expect(roundHalfUp2(1.004)).toBe(1);
    expect(roundHalfUp2(19.99)).toBe(19.99);
    expect(roundHalfUp2(0)).toBe(0);
  });

  it('rounds negative values away from zero, symmetric with positive ones', () => {
    expect(roundHalfUp2(-1.005)).toBe(-1.01);
    expect(roundHalfUp2(-0.001)).toBe(0);
  });

  it('refuses values that are not finite numbers', () => {
    expect(() => roundHalfUp(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundHalfUp2(Infinity)).toThrow(RangeError);
  });
});

describe('Percentages of minor-unit amounts round half-up to a whole minor unit', () => {
  it('gives 7.5 % of 1.00 as 0.08 and 12.5 % of 0.99 as 0.12', () => {
    expect(percentOfMinor(100, 7.5)).toBe(8);
    expect(percentOfMinor(99, 12.5)).toBe(12);
    expect(percentOfMinor(12345, 0)).toBe(0);
  });
});

describe('Minor units convert to and from the decimal figures shown and typed', () => {
  it('turns typed decimals into minor units with the same half-up rule', () => {
    expect(toMinorUnits(12.345)).toBe(1235);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(50, 0)).toBe(50);
    expect(toMinorUnits(1.2345, 3)).toBe(1235);
  });

  it('shows minor units as decimals at 2 places', () => {
    expect(toMajorUnits(1999)).toBe(19.99);
    expect(toMajorUnits(5000, 0)).toBe(5000);
    expect(toMajorUnits(12345, 3)).toBe(12.35);
  });
});
