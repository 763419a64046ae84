import { useStore } from 'zustand';
import { sessionStore, type SessionState } from '../session-store';
import { audienceOf } from '../session-user';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useAudience() {
  return useSession((state) => audienceOf(state.user));
}
