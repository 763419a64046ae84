import { STORAGE_NAMES } from './constants';
import { clearUnitCache, unitKey } from './unit-storage';

/**
 * When the stored app version differs from the running one, drops the unit's cached entries in
 * every given storage and stores the new version. Returns true when the cache was cleared.
 */
export function applyAppVersion(buId: string, version: string, storages: readonly Storage[]): boolean {
  const [main] = storages;
  if (!main) return false;
  const versionKey = unitKey(buId, STORAGE_NAMES.appVersion);
  if (main.getItem(versionKey) === version) return false;
  for (const storage of storages) clearUnitCache(storage, buId);
  main.setItem(versionKey, version);
  return true;
}
