import { useMemo } from 'react';
import type { CountryCode } from '@shop/validation';
import { areaCodeOptions, type CountryList } from '../api/area-codes';
import { useCountryList } from './use-country-list';

const NO_COUNTRIES: CountryList = [];

/** The country list with what phone fields need from it: area code options and the countries numbers may belong to. */
export function useAreaCodes() {
  const countryList = useCountryList();
  const countries = countryList.status === 'ready' ? countryList.countries : NO_COUNTRIES;
  return useMemo(
    () => ({
      countryList,
      countries,
      options: areaCodeOptions(countries),
      // Before the list is in, the phone rule accepts any country; the server checks the list anyway.
      countryCodes: countries.length ? countries.map((country) => country.countryCode as CountryCode) : undefined,
    }),
    [countryList, countries],
  );
}
