import type { ComponentType } from 'react';

/**
 * One section of the operators' remote: a link in the frame's navigation and the page at
 * /operator/<path> (with its own sub-routes below it, if any).
 */
export interface OperatorSection {
  /** The sub-path under /operator, also the link's test id suffix (`operator-nav-<path>`). */
  path: string;
  /** Its label's key in the `operator` namespace. */
  labelKey: string;
  page: ComponentType;
  /** Shown to administrators only (the API refuses the others anyway). */
  administratorOnly?: boolean;
}
