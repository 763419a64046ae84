import { DEFAULT_BU_ID, type BusinessUnitDirectory } from '@shop/contracts';

export interface ResolvedUnit {
  buId: string;
  /** '/97' when the URL starts with a known unit id, '' when the default unit is served bare. */
  basePath: string;
}

/**
 * The first path segment may select the business unit (spec 1 section 1); without one the default
 * unit 97 is served. Only known unit ids count, so /about is a page and not a unit called "about".
 */
export function resolveBusinessUnit(pathname: string, directory: BusinessUnitDirectory): ResolvedUnit {
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  const match = directory.find((unit) => unit.buId === firstSegment);
  if (match) return { buId: match.buId, basePath: `/${match.buId}` };
  return { buId: DEFAULT_BU_ID, basePath: '' };
}

/**
 * The unit a path most likely selects, before the unit list is known: a numeric first segment (unit
 * ids are numbers in practice), else the default. Start-up loads its parameters alongside the list
 * and loads again only when the guess was wrong.
 */
export function likelyBusinessUnit(pathname: string): string {
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  return firstSegment && /^\d{1,32}$/.test(firstSegment) ? firstSegment : DEFAULT_BU_ID;
}
