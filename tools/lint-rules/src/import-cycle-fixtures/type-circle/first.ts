import type { Second } from './second';

export interface First {
  second?: Second;
}
