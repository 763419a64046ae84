import { first } from './first';

export const second = (): number => (typeof first === 'function' ? 1 : 0);
