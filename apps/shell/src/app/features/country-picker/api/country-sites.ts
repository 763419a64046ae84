import { COUNTRY_PICKER, type BusinessUnit } from '@shop/contracts';

export type PickerCountry = (typeof COUNTRY_PICKER)[number];

export interface CountryChoice {
  code: PickerCountry;
  /** ISO 3166 code, for the country's name in the page's language (Intl.DisplayNames). */
  isoCode: string;
  /** This shop's path of that country's unit (/250), or another site's address. */
  href: string;
  /** The unit the visitor is on. */
  current: boolean;
}

/** The picker's codes are the spec's; only the UAE is not an ISO code. */
export function isoCodeOf(code: PickerCountry): string {
  return code === 'UAE' ? 'AE' : code;
}

/** The countries the picker lists, in the spec's order: those the unit gives a shop for. */
export function countryChoices(unit: Pick<BusinessUnit, 'buId' | 'countrySites'>): CountryChoice[] {
  const sites: Partial<Record<PickerCountry, string>> = unit.countrySites ?? {};
  return COUNTRY_PICKER.flatMap((code) => {
    const href = sites[code];
    if (!href) return [];
    return [{ code, isoCode: isoCodeOf(code), href, current: href === `/${unit.buId}` }];
  });
}

/**
 * The country's name in the page's language: the picker's countries from the page's texts (`names`, shell
 * `country.names`), any other from Intl, falling back to its code where Intl has no name. The texts spare the
 * page Intl.DisplayNames, whose first use loads the browser's region names (40 ms on a desktop CPU, one long
 * task of the hydration on a phone).
 */
export function countryNameOf(isoCode: string, intlLocale: string, names: Readonly<Record<string, string>>): string {
  const name = names[isoCode];
  if (name) return name;
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(isoCode) ?? isoCode;
  } catch {
    return isoCode;
  }
}
