import { useEffect, useState } from 'react';
import { citiesOfZipCode } from '../api/business-auth-api';

export type ZipCodeCities = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; cities: string[] };

const ZIP_CODE = /^[A-Za-z0-9 -]{2,12}$/;
/** Waits for the typing to pause before asking. */
const DEBOUNCE_MS = 350;

/** The cities of a zip code (queryAddressInfo), looked up as the zip code is typed. */
export function useZipCodeCities(zipCode: string): ZipCodeCities {
  const [state, setState] = useState<ZipCodeCities>({ status: 'idle' });
  useEffect(() => {
    const code = zipCode.trim();
    if (!ZIP_CODE.test(code)) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      void citiesOfZipCode(code).then((result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: 'ready', cities: [...new Set(result.data.addressList.map((place) => place.city))] }
            : { status: 'failed' },
        );
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [zipCode]);
  return state;
}
