import { shopApi } from '@shop/api-client';
import {
  KYB_COMPANY_CODE_LISTS,
  KYB_PERSON_CODE_LISTS,
  getCountryCodes,
  getReferenceList,
  type ReferenceListId,
  type ResponseOf,
} from '@shop/contracts';

export type ReferenceCodes = ResponseOf<typeof getReferenceList>['scodeList'];
export type CountryOption = { code: string; name: string };

/** The dossier's reference lists by mID and the unit's countries, named in one language. */
export interface KybLists {
  codes: Readonly<Partial<Record<ReferenceListId, ReferenceCodes>>>;
  countries: readonly CountryOption[];
}

export const KYB_LIST_IDS: readonly ReferenceListId[] = [
  ...Object.values(KYB_COMPANY_CODE_LISTS),
  ...Object.values(KYB_PERSON_CODE_LISTS),
];

/** One download per language and page life: the lists change only with the operator's data. */
const loaded = new Map<string, Promise<KybLists>>();

async function load(): Promise<KybLists> {
  const [countries, ...lists] = await Promise.all([
    shopApi().call(getCountryCodes, {}),
    ...KYB_LIST_IDS.map((mID) => shopApi().call(getReferenceList, { mID })),
  ]);
  if (!countries.ok) throw new Error(countries.error.message);
  const codes: Partial<Record<ReferenceListId, ReferenceCodes>> = {};
  lists.forEach((list, index) => {
    if (!list.ok) throw new Error(list.error.message);
    codes[KYB_LIST_IDS[index]] = list.data.scodeList;
  });
  return {
    codes,
    countries: countries.data.countryList.map((country) => ({ code: country.countryCode, name: country.countryName })),
  };
}

/** The lists in the page's language (the API names them in the request's language). */
export function loadKybLists(language: string): Promise<KybLists> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = load();
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

export function forgetKybLists(): void {
  loaded.clear();
}
