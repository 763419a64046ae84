import { AREA_PATHS } from './constants';

/** Who the visitor is, for rules, guards and menus. A guest is treated as B2C. */
export type Audience = 'guest' | 'individual' | 'business' | 'salesman';

export function isSignedIn(audience: Audience): boolean {
  return audience !== 'guest';
}

/** The area path of a user type: '' for guests and individuals, /b2b for business, /salesman for salesmen. */
export function areaPathOf(audience: Audience): string {
  if (audience === 'business') return AREA_PATHS.business;
  if (audience === 'salesman') return AREA_PATHS.salesman;
  return AREA_PATHS.individual;
}
