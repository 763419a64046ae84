export type Second = number;

export const second = (value: Second): number => value * 2;
