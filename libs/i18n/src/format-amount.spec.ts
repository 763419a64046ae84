import { formatAmount, formatDecimal } from './format-amount';

/** Intl uses no-break spaces (U+00A0, U+202F); tests compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatAmount', () => {
  it('shows French amounts with a decimal comma', () => {
    expect(plain(formatAmount(123450, { currency: 'EUR', decimalDigits: 2, language: 'fr' }))).toBe('1 234,50 €');
  });

  it('shows English amounts with a decimal point', () => {
    expect(formatAmount(123450, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toBe('€1,234.50');
    expect(plain(formatAmount(5000, { currency: 'AED', decimalDigits: 2, language: 'en' }))).toBe('AED 50.00');
  });

  it('reads minor units with 2 decimal digits', () => {
    expect(formatAmount(1, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toBe('€0.01');
    expect(formatAmount(1000, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toBe('€10.00');
  });

  it('shows no decimals when the unit has 0 decimal digits, even for a currency that usually has 2', () => {
    expect(formatAmount(1234, { currency: 'EUR', decimalDigits: 0, language: 'en' })).toBe('€1,234');
    expect(plain(formatAmount(50, { currency: 'AED', decimalDigits: 0, language: 'fr' }))).toBe('50 AED');
  });

  it('shows 3 decimals when the unit has 3 decimal digits', () => {
    expect(plain(formatAmount(1234567, { currency: 'KWD', decimalDigits: 3, language: 'en' }))).toBe('KWD 1,234.567');
    expect(plain(formatAmount(1500, { currency: 'BHD', decimalDigits: 3, language: 'fr' }))).toBe('1,500 BHD');
  });

  it('shows negative amounts (refunds, discounts)', () => {
    expect(formatAmount(-250, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toBe('-€2.50');
  });

  it('follows each language', () => {
    const amount = (language: 'es' | 'it' | 'nl' | 'pt' | 'zc' | 'ar') =>
      plain(formatAmount(123450, { currency: 'EUR', decimalDigits: 2, language }));
    expect(amount('es')).toBe('1234,50 €');
    expect(amount('it')).toBe('1234,50 €');
    expect(amount('nl')).toBe('€ 1.234,50');
    expect(amount('pt')).toBe('1234,50 €');
    expect(amount('zc')).toBe('€1,234.50');
    // Arabic keeps Latin digits, like the amount fields.
    expect(amount('ar')).toMatch(/1,234\.50/);
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatAmount(12.5, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN, { currency: 'EUR', decimalDigits: 2, language: 'en' })).toThrow(RangeError);
  });

  it('refuses decimal digits a unit cannot have', () => {
    expect(() => formatAmount(100, { currency: 'EUR', decimalDigits: 4, language: 'en' })).toThrow(/decimalDigits/);
    expect(() => formatAmount(100, { currency: 'EUR', decimalDigits: -1, language: 'en' })).toThrow(/decimalDigits/);
  });

  it('refuses a currency code Intl does not accept', () => {
    expect(() => formatAmount(100, { currency: 'EURO', decimalDigits: 2, language: 'en' })).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it('rounds half up at 2 decimals and uses the language separator', () => {
    expect(formatDecimal(1.005, 'en')).toBe('1.01');
    expect(formatDecimal(1.005, 'fr')).toBe('1,01');
    expect(formatDecimal(2.344, 'fr')).toBe('2,34');
    expect(formatDecimal(7, 'en')).toBe('7.00');
  });

  it('takes another number of digits', () => {
    expect(formatDecimal(3.5, 'en', 0)).toBe('4');
    expect(formatDecimal(0.0005, 'en', 3)).toBe('0.001');
  });
});
