import { useCallback, useEffect, useState } from 'react';
import { shopApi } from '@shop/api-client';
import { getCountryCodes } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import type { CountryList } from '../api/area-codes';

export type CountryListState =
  { status: 'loading' } | { status: 'ready'; countries: CountryList } | { status: 'failed'; retry(): void };

/** One request per language per page: the list changes only with the operator's data. */
const loaded = new Map<string, Promise<CountryList>>();

function loadCountryList(language: string): Promise<CountryList> {
  let list = loaded.get(language);
  if (!list) {
    list = shopApi()
      .call(getCountryCodes, {})
      .then((result) => {
        if (!result.ok) throw new Error(result.error.message);
        return result.data.countryList;
      });
    list.catch(() => loaded.delete(language));
    loaded.set(language, list);
  }
  return list;
}

/** Forgets the loaded lists (tests). */
export function forgetCountryLists(): void {
  loaded.clear();
}

/** The countries with their area codes (GET /v1/others/getCountryCode), named in the page's language. */
export function useCountryList(): CountryListState {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CountryListState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadCountryList(language).then(
      (countries) => current && setState({ status: 'ready', countries }),
      () => current && setState({ status: 'failed', retry }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt, retry]);

  return state;
}
