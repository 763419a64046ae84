import type { ReferenceListId } from '@shop/contracts';
import type { KybReferenceCodes } from '@shop/validation';
import type { KybLists } from './api/kyb-reference-api';

export interface Option {
  value: string;
  label: string;
}

/** A reference list as a select's options, after a first empty "Choose…". */
export function codeOptions(lists: KybLists, mID: ReferenceListId, choose: string): Option[] {
  return [
    { value: '', label: choose },
    ...(lists.codes[mID] ?? []).map(({ code, name }) => ({ value: code, label: name })),
  ];
}

export function countryOptions(lists: KybLists, choose: string): Option[] {
  return [{ value: '', label: choose }, ...lists.countries.map(({ code, name }) => ({ value: code, label: name }))];
}

/** The codes the shared rules accept, from the lists the page loaded (the server uses its own). */
export function ruleCodes(lists: KybLists): KybReferenceCodes {
  return Object.fromEntries(
    Object.entries(lists.codes).map(([mID, codes]) => [mID, (codes ?? []).map((entry) => entry.code)]),
  );
}

export function ruleCountries(lists: KybLists): string[] {
  return lists.countries.map((country) => country.code);
}
