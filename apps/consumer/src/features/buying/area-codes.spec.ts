import { areaCodeOptions } from './area-codes';

describe('areaCodeOptions', () => {
  it("puts the unit's country first and keeps one choice per calling code", () => {
    expect(
      areaCodeOptions(
        [
          { countryCode: 'CA', countryName: 'Canada', areaCode: '+1' },
          { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
          { countryCode: 'US', countryName: 'United States', areaCode: '+1' },
        ],
        'AE',
      ),
    ).toEqual([
      { value: '971', label: 'United Arab Emirates (+971)' },
      { value: '1', label: 'Canada (+1)' },
    ]);
  });
});
