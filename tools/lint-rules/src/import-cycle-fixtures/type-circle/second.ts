import type { First } from './first';

export interface Second {
  first?: First;
}
