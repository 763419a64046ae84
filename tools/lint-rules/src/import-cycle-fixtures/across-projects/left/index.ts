import { right } from '@fixture/right';

export const left = (): string => `left of ${typeof right}`;
