import { cardExpiry } from './card-expiry';

describe('cardExpiry', () => {
  it('adds the valid months in UTC, keeping the time of day', () => {
    expect(cardExpiry(Date.UTC(2026, 10, 22, 20, 30), 12).toISOString()).toBe('2027-11-22T20:30:00.000Z');
    expect(cardExpiry(Date.UTC(2026, 10, 22, 20, 30), 1).toISOString()).toBe('2026-12-22T20:30:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(cardExpiry(Date.UTC(2027, 0, 31), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(cardExpiry(Date.UTC(2027, 7, 31), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('refuses a validity outside 1 to 12 whole months', () => {
    for (const months of [0, 13, 1.5, Number.NaN])
      expect(() => cardExpiry(Date.UTC(2026, 0, 1), months)).toThrow(RangeError);
  });
});
