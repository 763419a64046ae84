import { shopApi } from '@shop/api-client';
import { getCountryCodes, type ResponseOf } from '@shop/contracts';

export type Country = ResponseOf<typeof getCountryCodes>['countryList'][number];

/** One request per language per page load: the countries are named in the page's language. */
const countries = new Map<string, Promise<Country[]>>();

/** Countries with their phone area codes in `language` (a failed answer is asked again next time). */
export function fetchCountries(language: string): Promise<Country[]> {
  let list = countries.get(language);
  if (!list) {
    list = shopApi()
      .call(getCountryCodes, {})
      .then((result) => {
        if (result.ok) return result.data.countryList;
        countries.delete(language);
        return [];
      });
    countries.set(language, list);
  }
  return list;
}
