import type { left } from '@fixture/left';

export const right = (name: ReturnType<typeof left>): string => name;
