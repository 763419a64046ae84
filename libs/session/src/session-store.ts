import { createStore } from 'zustand/vanilla';
import { readStoredSession, writeStoredSession } from './session-storage';
import type { SessionUser } from './session-user';

export interface SessionState {
  buId: string | null;
  user: SessionUser | null;
  /** Reads the unit's stored session; called once by the shell at start-up. */
  start(buId: string, storage?: Storage): void;
  signIn(user: SessionUser): void;
  signOut(): void;
}

function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function createSessionStore() {
  let storage: Storage | undefined;
  return createStore<SessionState>()((set, get) => ({
    buId: null,
    user: null,
    start(buId, givenStorage = browserStorage()) {
      storage = givenStorage;
      set({ buId, user: storage ? readStoredSession(storage, buId) : null });
    },
    signIn(user) {
      const { buId } = get();
      if (storage && buId) writeStoredSession(storage, buId, user);
      set({ user });
    },
    signOut() {
      const { buId } = get();
      if (storage && buId) writeStoredSession(storage, buId, null);
      set({ user: null });
    },
  }));
}

/** The one session of the page. This module is a federation singleton, so shell and remotes share it. */
export const sessionStore = createSessionStore();
