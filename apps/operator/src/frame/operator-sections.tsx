import type { ComponentType } from 'react';
import { WelcomePage } from '../pages/WelcomePage';

/**
 * The operator frame's navigation and sub-routes, from one list: each entry is a link in the frame's
 * side navigation and the page at /operator/<path>. To add a section, add one entry (label under the
 * `operator` namespace; `administratorOnly` hides it from operators of units and the API refuses them anyway).
 */
export interface OperatorSection {
  /** The sub-path under /operator, also the link's test id suffix (`operator-nav-<path>`). */
  path: string;
  /** Its label's key in the `operator` namespace. */
  labelKey: string;
  page: ComponentType;
  administratorOnly?: boolean;
}

export const OPERATOR_SECTIONS: readonly OperatorSection[] = [
  { path: 'home', labelKey: 'nav.home', page: WelcomePage },
];
