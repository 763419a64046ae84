import { areaCodeOptions, defaultAreaCode } from './area-codes';

const countries = [
  { countryCode: 'US', countryName: 'United States', areaCode: '+1' },
  { countryCode: 'CA', countryName: 'Canada', areaCode: '+1' },
  { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
];

describe('area codes of the country list', () => {
  it('gives one option per area code, the code first', () => {
    expect(areaCodeOptions(countries)).toEqual([
      { value: '+1', label: '+1 United States' },
      { value: '+971', label: '+971 United Arab Emirates' },
    ]);
  });

  it("starts at the remembered code, else the unit's country, else the first", () => {
    expect(defaultAreaCode(countries, 'AE', '+1')).toBe('+1');
    expect(defaultAreaCode(countries, 'AE', '+44')).toBe('+971');
    expect(defaultAreaCode(countries, 'FR')).toBe('+1');
    expect(defaultAreaCode([], 'FR')).toBe('');
  });
});
