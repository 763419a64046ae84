import * as v from 'valibot';
import { STORAGE_NAMES } from './constants';
import { SessionUserSchema, type SessionUser } from './session-user';
import { unitKey } from './unit-storage';

/** Storage keys are namespaced per business unit so two brands never share a session. */
export function sessionStorageKey(buId: string): string {
  return unitKey(buId, STORAGE_NAMES.session);
}

/** The unit's stored session, or null when there is none or it is not a valid session. */
export function readStoredSession(storage: Storage, buId: string): SessionUser | null {
  const raw = storage.getItem(sessionStorageKey(buId));
  if (!raw) return null;
  try {
    const parsed = v.safeParse(SessionUserSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    // A corrupted entry is treated as signed out rather than crashing start-up.
    return null;
  }
}

const SESSION_USER_FIELDS = Object.keys(SessionUserSchema.entries) as (keyof SessionUser)[];

/** Stores the session fields only, so a login answer's extra fields (tokenId...) never reach storage. */
export function writeStoredSession(storage: Storage, buId: string, user: SessionUser | null): void {
  if (!user) {
    storage.removeItem(sessionStorageKey(buId));
    return;
  }
  const stored = Object.fromEntries(SESSION_USER_FIELDS.map((field) => [field, user[field]]));
  storage.setItem(sessionStorageKey(buId), JSON.stringify(stored));
}
