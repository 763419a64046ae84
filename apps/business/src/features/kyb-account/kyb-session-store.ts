import { createStore } from 'zustand/vanilla';

/** The KYB account signed in: its own token, apart from the shop's session (decision 0034). */
export interface KybSession {
  buId: string;
  token: string;
  custId: string;
  email: string;
}

export interface KybSessionState {
  session: KybSession | null;
  signIn(session: KybSession): void;
  /** Forgets the KYB token and id (sign-out, a 401 on the info call, a submitted dossier). */
  clear(): void;
}

export const KYB_SESSION_KEY = 'shop:kyb-session';

function read(storage: Storage | null): KybSession | null {
  try {
    const stored = JSON.parse(storage?.getItem(KYB_SESSION_KEY) ?? 'null') as Partial<KybSession> | null;
    const complete =
      stored &&
      ['buId', 'token', 'custId', 'email'].every((key) => typeof stored[key as keyof KybSession] === 'string');
    return complete ? (stored as KybSession) : null;
  } catch {
    return null;
  }
}

/**
 * Kept in session storage: the tab's own, gone when it closes, never mixed with the shop's session. (The
 * remotes take zustand from the shell, which provides its core and vanilla entries, not its middleware.)
 */
export function createKybSessionStore(storage: () => Storage | null = () => window.sessionStorage) {
  const store = createStore<KybSessionState>()((set) => ({
    session: read(storage()),
    signIn: (session) => set({ session }),
    clear: () => set({ session: null }),
  }));
  store.subscribe(({ session }) => {
    try {
      if (session) storage()?.setItem(KYB_SESSION_KEY, JSON.stringify(session));
      else storage()?.removeItem(KYB_SESSION_KEY);
    } catch {
      // Storage refused (private mode, quota): the session still lives in this page.
    }
  });
  return store;
}

export const kybSessionStore = createKybSessionStore();
