import { useEffect, useState } from 'react';
import { usePageLanguage } from '@shop/i18n/react';
import { fetchCountries, type Country } from '../api/country-api';

/**
 * The country list for phone area codes and addresses, named in the page's language; empty until it
 * first arrives, then the earlier list stays until the list of a newly chosen language replaces it.
 */
export function useCountries(): Country[] {
  const language = usePageLanguage();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCountries(language).then((list) => live && list.length > 0 && setCountries(list));
    return () => {
      live = false;
    };
  }, [language]);
  return countries;
}
