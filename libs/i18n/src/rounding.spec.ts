import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it('rounds up when the third decimal is 5 or more', () => {
    expect(roundHalfUp(1.005)).toBe(1.01);
    expect(roundHalfUp(1.235)).toBe(1.24);
    expect(roundHalfUp(10.675)).toBe(10.68);
    expect(roundHalfUp(0.125)).toBe(0.13);
    expect(roundHalfUp(2.346)).toBe(2.35);
  });

  it('rounds down when the third decimal is below 5', () => {
    expect(roundHalfUp(1.004)).toBe(1);
    expect(roundHalfUp(2.344)).toBe(2.34);
  });

  it('keeps values that already have 2 decimals or fewer', () => {
    expect(roundHalfUp(12.3)).toBe(12.3);
    expect(roundHalfUp(0)).toBe(0);
    expect(roundHalfUp(99.99)).toBe(99.99);
  });

  it('rounds negative values away from zero like their positive twin', () => {
    expect(roundHalfUp(-1.005)).toBe(-1.01);
    expect(roundHalfUp(-2.344)).toBe(-2.34);
    expect(Object.is(roundHalfUp(-0.001), 0)).toBe(true);
  });

  it('rounds a computed share of an amount', () => {
    // 3% commission on 123.45 is 3.7035.
    expect(roundHalfUp(123.45 * 0.03)).toBe(3.7);
    // 10% of 0.05 is 0.005.
    expect(roundHalfUp(0.05 * 0.1)).toBe(0.01);
  });

  it('takes another number of digits', () => {
    expect(roundHalfUp(1.0005, 3)).toBe(1.001);
    expect(roundHalfUp(2.5, 0)).toBe(3);
  });

  it('refuses values and digits it cannot round', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
  });
});
