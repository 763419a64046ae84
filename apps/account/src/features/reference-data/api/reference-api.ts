import { shopApi } from '@shop/api-client';
import { getCountryCodes, getReferenceList, type ReferenceListId, type ResponseOf } from '@shop/contracts';

export type CountryList = ResponseOf<typeof getCountryCodes>['countryList'];
export type ReferenceCodes = ResponseOf<typeof getReferenceList>['scodeList'];

/**
 * Reference data changes only with the operator's data: one request per list and language per
 * page. A failed request is forgotten so a retry asks again.
 */
const loaded = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Forgets what was loaded (tests). */
export function forgetReferenceData(): void {
  loaded.clear();
}

/** The countries with their phone area codes, named in the page's language. */
export function loadCountryList(language: string): Promise<CountryList> {
  return once(`countries:${language}`, async () => {
    const result = await shopApi().call(getCountryCodes, {});
    if (!result.ok) throw new Error(result.error.message);
    return result.data.countryList;
  });
}

/** A reference code list (account category IND, society type ST_EKDR, …). */
export function loadReferenceList(mID: ReferenceListId, language: string): Promise<ReferenceCodes> {
  return once(`${mID}:${language}`, async () => {
    const result = await shopApi().call(getReferenceList, { mID });
    if (!result.ok) throw new Error(result.error.message);
    return result.data.scodeList;
  });
}
