import { formatDate } from './format-date';

describe('formatDate', () => {
  const march5 = new Date(Date.UTC(2024, 2, 5, 10, 0));

  it('follows each language', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(formatDate(march5, 'en', options)).toBe('5 Mar 2024');
    expect(formatDate(march5, 'fr', options)).toBe('5 mars 2024');
    expect(formatDate(march5, 'zc', options)).toBe('2024年3月5日');
    expect(formatDate(march5, 'nl', options)).toBe('5 mrt 2024');
  });

  it('puts the day first in English, as the UAE and European units expect', () => {
    expect(formatDate(march5, 'en', { timeZone: 'UTC' })).toBe('05/03/2024');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatDate(march5, 'ar', { timeZone: 'UTC' })).toMatch(/5.*3.*2024/);
  });

  it('shows a bare calendar date as that day whatever the time zone', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('5 Mar 2024');
    expect(formatDate('2024-12-31', 'fr')).toBe('31 déc. 2024');
  });

  it('takes a timestamp or an ISO string', () => {
    expect(formatDate(march5.getTime(), 'en', { timeZone: 'UTC' })).toBe('05/03/2024');
    expect(formatDate('2024-03-05T23:30:00Z', 'en', { timeZone: 'Asia/Dubai', dateStyle: 'medium' })).toBe(
      '6 Mar 2024',
    );
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('tomorrow', 'en')).toThrow(/Not a date/);
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });
});
