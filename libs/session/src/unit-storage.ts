import { CACHE_NAMESPACE, STORAGE_PREFIX } from './constants';

function unitPrefix(buId: string): string {
  return `${STORAGE_PREFIX}:${buId}:`;
}

/** The storage key of an entry of a unit, e.g. shop:97:session. */
export function unitKey(buId: string, name: string): string {
  return `${unitPrefix(buId)}${name}`;
}

/** The storage key of a cached entry of a unit, dropped when the app version changes. */
export function cacheKey(buId: string, name: string): string {
  return unitKey(buId, `${CACHE_NAMESPACE}:${name}`);
}

/** The names (key without the unit prefix) of every entry a unit has in a storage. */
export function unitEntryNames(storage: Storage, buId: string): string[] {
  const prefix = unitPrefix(buId);
  const names: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) names.push(key.slice(prefix.length));
  }
  return names;
}

/** Removes a unit's entries, except those named in `keep`; other units are untouched. */
export function clearUnitEntries(storage: Storage, buId: string, keep: readonly string[] = []): void {
  for (const name of unitEntryNames(storage, buId)) {
    if (!keep.includes(name)) storage.removeItem(unitKey(buId, name));
  }
}

/** Removes a unit's cached entries only. */
export function clearUnitCache(storage: Storage, buId: string): void {
  const cachePrefix = `${CACHE_NAMESPACE}:`;
  for (const name of unitEntryNames(storage, buId)) {
    if (name.startsWith(cachePrefix)) storage.removeItem(unitKey(buId, name));
  }
}
