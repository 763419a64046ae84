import type { SessionUser } from './session-user';

/** Storage keys are namespaced per business unit so two brands never share a session. */
export function sessionStorageKey(buId: string): string {
  return `shop:${buId}:session`;
}

export function readStoredSession(storage: Storage, buId: string): SessionUser | null {
  const raw = storage.getItem(sessionStorageKey(buId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.custId !== 'string') return null;
    if (parsed.custType !== 'C' && parsed.custType !== 'B' && parsed.custType !== 'S') return null;
    return parsed as SessionUser;
  } catch {
    // A corrupted entry is treated as signed out rather than crashing start-up.
    return null;
  }
}

export function writeStoredSession(storage: Storage, buId: string, user: SessionUser | null): void {
  if (user) storage.setItem(sessionStorageKey(buId), JSON.stringify(user));
  else storage.removeItem(sessionStorageKey(buId));
}
