import { INITIAL_TOKEN_LIFETIME_MS, STORAGE_NAMES } from './constants';
import { unitKey } from './unit-storage';

interface StoredInitialToken {
  token: string;
  expiresAt: number;
}

/** Stores the initial token with its expiry, 1 hour from `now`. */
export function storeInitialToken(storage: Storage, buId: string, token: string, now: number): void {
  const entry: StoredInitialToken = { token, expiresAt: now + INITIAL_TOKEN_LIFETIME_MS };
  storage.setItem(unitKey(buId, STORAGE_NAMES.initialToken), JSON.stringify(entry));
}

/** The stored initial token while it has not expired; an expired or unreadable one is removed. */
export function readInitialToken(storage: Storage, buId: string, now: number): string | null {
  const key = unitKey(buId, STORAGE_NAMES.initialToken);
  const raw = storage.getItem(key);
  if (!raw) return null;
  let entry: Partial<StoredInitialToken> | null = null;
  try {
    entry = JSON.parse(raw) as Partial<StoredInitialToken>;
  } catch {
    entry = null;
  }
  if (entry && typeof entry.token === 'string' && typeof entry.expiresAt === 'number' && now < entry.expiresAt) {
    return entry.token;
  }
  storage.removeItem(key);
  return null;
}
