import { shopApi } from '@shop/api-client';
import { getCountryCodes, type ResponseOf } from '@shop/contracts';

export type Country = ResponseOf<typeof getCountryCodes>['countryList'][number];

let countries: Promise<Country[]> | null = null;

/** Countries with their phone area codes, asked once per page load (a failed answer is asked again). */
export function fetchCountries(): Promise<Country[]> {
  countries ??= shopApi()
    .call(getCountryCodes, {})
    .then((result) => {
      if (result.ok) return result.data.countryList;
      countries = null;
      return [];
    });
  return countries;
}
