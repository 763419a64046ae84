import { WelcomePage } from '../pages/WelcomePage';
import { BACK_OFFICE_SECTIONS } from './back-office-sections';
import type { OperatorSection } from './operator-section';

/**
 * The operator frame's navigation and sub-routes, from one list: each entry is a link in the frame's
 * side navigation and the page at /operator/<path>. The unit settings' sections first, then the back office's.
 */
export const OPERATOR_SECTIONS: readonly OperatorSection[] = [
  { path: 'home', labelKey: 'nav.home', page: WelcomePage },
  ...BACK_OFFICE_SECTIONS,
];
