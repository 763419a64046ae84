import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';

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

/** Kept in session storage: the tab's own, gone when it closes, never mixed with the shop's session. */
export function createKybSessionStore(storage: () => Storage = () => window.sessionStorage) {
  return createStore<KybSessionState>()(
    persist(
      (set) => ({
        session: null,
        signIn: (session) => set({ session }),
        clear: () => set({ session: null }),
      }),
      {
        name: KYB_SESSION_KEY,
        storage: createJSONStorage(storage),
        partialize: (state) => ({ session: state.session }),
      },
    ),
  );
}

export const kybSessionStore = createKybSessionStore();
