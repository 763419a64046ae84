import type { ReferenceListId } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { loadCountryList, loadReferenceList, type CountryList, type ReferenceCodes } from '../api/reference-api';
import { useLoaded, type LoadedState } from './use-loaded';

/** The unit's country list with area codes (GET /v1/others/getCountryCode). */
export function useCountryList(): LoadedState<CountryList> {
  const { i18n } = useTranslation();
  return useLoaded(`countries:${i18n.language}`, () => loadCountryList(i18n.language));
}

/** A reference code list by mID, named in the page's language. */
export function useReferenceList(mID: ReferenceListId): LoadedState<ReferenceCodes> {
  const { i18n } = useTranslation();
  return useLoaded(`${mID}:${i18n.language}`, () => loadReferenceList(mID, i18n.language));
}
