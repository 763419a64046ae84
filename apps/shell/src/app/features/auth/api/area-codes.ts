import type { ResponseOf, getCountryCodes } from '@shop/contracts';

export type CountryList = ResponseOf<typeof getCountryCodes>['countryList'];

export interface AreaCodeOption {
  /** The area code as the list gives it ('+971'): what the phone rules and the LMC cookie hold. */
  value: string;
  label: string;
}

/** One option per area code, in the list's order, named after the first country that has it. */
export function areaCodeOptions(countries: CountryList): AreaCodeOption[] {
  const seen = new Set<string>();
  const options: AreaCodeOption[] = [];
  for (const country of countries) {
    if (seen.has(country.areaCode)) continue;
    seen.add(country.areaCode);
    // The code first, so a narrow select still shows it (the select reads left to right, like the number).
    options.push({ value: country.areaCode, label: `${country.areaCode} ${country.countryName}` });
  }
  return options;
}

/** The area code to start with: the remembered one, else the unit's country's, else the first. */
export function defaultAreaCode(countries: CountryList, unitCountryCode: string, remembered?: string): string {
  if (remembered && countries.some((country) => country.areaCode === remembered)) return remembered;
  return countries.find((country) => country.countryCode === unitCountryCode)?.areaCode ?? countries[0]?.areaCode ?? '';
}
