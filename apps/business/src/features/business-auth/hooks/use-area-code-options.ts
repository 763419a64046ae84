import { useEffect, useState } from 'react';
import type { CountryCode } from '@shop/validation';
import { countryCodes } from '../api/business-auth-api';

export interface AreaCodeOptions {
  options: { value: string; label: string }[];
  /** The countries a number may belong to, once the list is in (before, the server still checks). */
  countries: CountryCode[] | undefined;
  /** The area code of a country of the list ('33' for FR). */
  areaCodeOf: (countryCode: string) => string | undefined;
  failed: boolean;
}

/** The unit's country list as area code choices for the contact's phone ('+33 France'). */
export function useAreaCodeOptions(): AreaCodeOptions {
  const [list, setList] = useState<{ countryCode: string; countryName: string; areaCode: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void countryCodes().then((result) => {
      if (!live) return;
      if (result.ok) setList(result.data.countryList);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const countries = list ?? [];
  return {
    options: countries.map((country) => ({
      value: country.areaCode,
      label: `+${country.areaCode} ${country.countryName}`,
    })),
    countries: list ? (countries.map((country) => country.countryCode) as CountryCode[]) : undefined,
    areaCodeOf: (countryCode) => countries.find((country) => country.countryCode === countryCode)?.areaCode,
    failed,
  };
}
