import type { StorageLike } from './storage-like';

/** A Storage-like map for places without Web Storage (tests, server rendering, benchmarks). */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { readonly size: number } {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
