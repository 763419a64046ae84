import { useEffect, useState } from 'react';
import { fetchCountries, type Country } from '../api/country-api';

/** The country list for phone area codes and addresses; empty until it arrives. */
export function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCountries().then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
