import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes minor units with the currency first and the unit decimals', () => {
    expect(formatMoney(7550, 'AED', 2)).toBe('AED 75.50');
    expect(formatMoney(1250, 'KWD', 3)).toBe('KWD 1.250');
    expect(formatMoney(100, 'JPY', 0)).toBe('JPY 100');
  });

  it('takes two decimals when none are given', () => {
    expect(formatMoney(30000, 'AED')).toBe('AED 300.00');
    expect(formatMoney(5, 'EUR')).toBe('EUR 0.05');
  });
});
