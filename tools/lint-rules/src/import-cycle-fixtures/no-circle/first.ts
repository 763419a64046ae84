import type { Second } from './second';
import { second } from './second';

export const first = (value: Second): number => second(value) + 1;
