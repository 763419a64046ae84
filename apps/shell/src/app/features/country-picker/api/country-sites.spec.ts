import { countryChoices, countryNameOf, isoCodeOf } from './country-sites';

describe('the country picker', () => {
  it("lists the unit's countries in the spec's order, marking the current one", () => {
    const choices = countryChoices({
      buId: '97',
      countrySites: { FR: '/250', UAE: '/97', CO: 'https://co.example.test/' },
    });
    expect(choices).toEqual([
      { code: 'UAE', isoCode: 'AE', href: '/97', current: true },
      { code: 'FR', isoCode: 'FR', href: '/250', current: false },
      { code: 'CO', isoCode: 'CO', href: 'https://co.example.test/', current: false },
    ]);
  });

  it('has nothing to list for a unit without country sites', () => {
    expect(countryChoices({ buId: '150' })).toEqual([]);
    expect(countryChoices({ buId: '150', countrySites: {} })).toEqual([]);
  });

  it("names countries in the page language, the picker's from the texts and any other from Intl", () => {
    expect(isoCodeOf('UAE')).toBe('AE');
    expect(countryNameOf('FR', 'fr-FR', { FR: 'France' })).toBe('France');
    expect(countryNameOf('SA', 'ar', { SA: 'المملكة العربية السعودية' })).toBe('المملكة العربية السعودية');
    expect(countryNameOf('DE', 'fr-FR', { FR: 'France' })).toBe('Allemagne');
    expect(countryNameOf('AE', 'en-GB', {})).toBe('United Arab Emirates');
    expect(countryNameOf('ZZ-nothing', 'en-GB', {})).toBe('ZZ-nothing');
  });
});
