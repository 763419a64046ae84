import {
  DECIMAL_COMMA_PATTERN,
  DECIMAL_POINT_PATTERN,
  DIGITS_PATTERN,
  decimalInput,
  decimalSeparatorFor,
  decimalToMinorUnits,
} from './decimal';
import { englishMessages, stringWith } from './spec-helpers';

describe('patterns', () => {
  it('digits only', () => {
    expect(DIGITS_PATTERN.test('0123')).toBe(true);
    expect(DIGITS_PATTERN.test('1.5')).toBe(false);
  });
  it('digits with an optional decimal point', () => {
    expect(['12', '12.5', '0.25'].every((text) => DECIMAL_POINT_PATTERN.test(text))).toBe(true);
    expect(['12,5', '.5', '12.', '1.2.3', '-1'].some((text) => DECIMAL_POINT_PATTERN.test(text))).toBe(false);
  });
  it('digits with an optional decimal comma', () => {
    expect(['12', '12,5'].every((text) => DECIMAL_COMMA_PATTERN.test(text))).toBe(true);
    expect(['12.5', ',5', '12,'].some((text) => DECIMAL_COMMA_PATTERN.test(text))).toBe(false);
  });
});

describe('decimalInput', () => {
  it('uses a comma in French', () => {
    expect(decimalSeparatorFor('fr')).toBe(',');
    expect(englishMessages(stringWith(decimalInput('fr')), '12,50')).toEqual([]);
    expect(englishMessages(stringWith(decimalInput('fr')), '12.50')).toEqual(['Format should be 0,00']);
  });

  it.each(['en', 'es', 'ar', 'it', 'zc', 'pt', 'nl'] as const)('uses a dot in %s', (language) => {
    expect(decimalSeparatorFor(language)).toBe('.');
    expect(englishMessages(stringWith(decimalInput(language)), '12.50')).toEqual([]);
    expect(englishMessages(stringWith(decimalInput(language)), '12,50')).toEqual(['Format should be 0.00']);
  });

  it('accepts digits only, no sign or letters', () => {
    expect(englishMessages(stringWith(decimalInput('en')), '-5')).toEqual(['Format should be 0.00']);
    expect(englishMessages(stringWith(decimalInput('en')), '5e3')).toEqual(['Format should be 0.00']);
  });
});

describe('decimalToMinorUnits', () => {
  it('reads whole and decimal amounts as minor units', () => {
    expect(decimalToMinorUnits('50', 'en')).toBe(5000);
    expect(decimalToMinorUnits('12.5', 'en')).toBe(1250);
    expect(decimalToMinorUnits('12,05', 'fr')).toBe(1205);
  });

  it('rounds half up at the third decimal digit', () => {
    expect(decimalToMinorUnits('1.005', 'en')).toBe(101);
    expect(decimalToMinorUnits('1.004', 'en')).toBe(100);
    expect(decimalToMinorUnits('0.999', 'en')).toBe(100);
    expect(decimalToMinorUnits('2,675', 'fr')).toBe(268);
  });

  it('honours the currency decimal digits', () => {
    expect(decimalToMinorUnits('1.2345', 'en', 3)).toBe(1235);
    expect(decimalToMinorUnits('7.5', 'en', 0)).toBe(8);
  });

  it('refuses text in the wrong separator or not a number', () => {
    expect(decimalToMinorUnits('12.5', 'fr')).toBeUndefined();
    expect(decimalToMinorUnits('12,5', 'en')).toBeUndefined();
    expect(decimalToMinorUnits('abc', 'en')).toBeUndefined();
    expect(decimalToMinorUnits('', 'en')).toBeUndefined();
  });

  it('refuses amounts beyond safe integers', () => {
    expect(decimalToMinorUnits('9'.repeat(20), 'en')).toBeUndefined();
  });
});
