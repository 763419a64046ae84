import { useEffect } from 'react';
import { useStore } from 'zustand';
import { trackActivity } from '../activity-events';
import { notificationsStore, type NotificationsState } from '../notifications-store';
import { oopsStore, type OopsState } from '../oops-store';
import { sessionStore, type SessionState } from '../session-store';
import { audienceOf } from '../session-user';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useAudience() {
  return useSession((state) => audienceOf(state.user));
}

export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}

/** The generic Oops popup's state (the shell frame renders it; pages open it with showOops). */
export function useOops<T>(selector: (state: OopsState) => T): T {
  return useStore(oopsStore, selector);
}

/** Feeds the window's user activity to the session's inactivity watch while mounted (the shell mounts it once). */
export function useActivityTracking(): void {
  useEffect(() => trackActivity(window, () => sessionStore.getState().recordActivity()), []);
}
