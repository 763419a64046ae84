/** The part of the Web Storage API the cart uses; injected so the store never touches globals. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
