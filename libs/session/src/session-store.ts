import { createStore } from 'zustand/vanilla';
import { brandStore } from '@shop/brand';
import { applyAppVersion } from './app-version';
import { readAutoLoginToken } from './auto-login';
import {
  APP_VERSION,
  HEARTBEAT_INTERVAL_MS,
  INACTIVITY_NOTICE_KEY,
  INACTIVITY_SIGN_OUT_MS,
  KEPT_ON_SIGN_OUT,
  STORAGE_NAMES,
} from './constants';
import { logoutDestination, type Destination, type LogoutReason } from './destinations';
import { readInitialToken, storeInitialToken } from './initial-token';
import { notificationsStore, type NotificationInput } from './notifications-store';
import { readStoredSession, sessionStorageKey, writeStoredSession } from './session-storage';
import { audienceOf, type SessionUser } from './session-user';
import { systemTimers, type Timers } from './timers';
import type { CartSave, SessionTimedEvents, startSessionTimedEvents } from './timed-events/session-timed-events';
import { clearUnitEntries, unitKey } from './unit-storage';

type StartTimedEvents = typeof startSessionTimedEvents;

/** The timed-event streams (rxjs) load once someone is signed in: a visitor's start page never carries them. */
const loadTimedEvents = (): Promise<StartTimedEvents> =>
  import('./timed-events/session-timed-events').then((module) => module.startSessionTimedEvents);

/** What the session needs from the rest of the app; the shell supplies it with configure(). */
export interface SessionDeps {
  /** The heartbeat call, made every 30 s while signed in. */
  heartbeat?: (user: SessionUser) => unknown;
  /** The server logout call, made before storage is cleared when the session has a refresh token. */
  serverLogout?: (tokens: { accessToken: string; refreshToken: string }) => unknown;
  /** The cart, emptied on logout when signed in and not empty. */
  cart?: { itemCount(): number; clear(): unknown };
  /** The signed-in customer's cart, saved to the server 2 s after its last quantity change. */
  cartSave?: CartSave;
  /** Goes to a destination; by default a page load under the unit's base path. */
  navigate: (destination: Destination) => void;
  /** Shows a notification; by default the shared notifications store. */
  notify: (input: NotificationInput) => unknown;
  timers: Timers;
  /** Loads the session's timed-event streams (heartbeat, inactivity, sign-out in another tab, cart save). */
  loadTimedEvents: () => Promise<StartTimedEvents>;
}

export interface StartOptions {
  /** The page URL, read for an autoLogin token; defaults to the current location. */
  url?: string;
  /** The per-tab storage, cleared on logout with the main one; defaults to sessionStorage. */
  tabStorage?: Storage;
  /** The running app version; defaults to the spec's. */
  appVersion?: string;
}

export interface StartResult {
  /** A token from the URL to exchange for a session; when present the stored session was not used. */
  autoLoginToken: string | null;
  /** True when the app version changed and the unit's cached entries were dropped. */
  cacheCleared: boolean;
}

export interface LogoutOptions {
  reason?: LogoutReason;
  /** The force-logout page's failed flag. */
  failed?: boolean;
}

export interface SessionState {
  buId: string | null;
  user: SessionUser | null;
  /**
   * Reads the unit's stored session (unless the URL carries an autoLogin token); called once by the
   * shell at start-up.
   */
  start(buId: string, storage?: Storage, options?: StartOptions): StartResult;
  configure(deps: Partial<SessionDeps>): void;
  /** Keeps the user, in memory and storage, and starts the heartbeat and the inactivity watch. */
  signIn(user: SessionUser): void;
  /** Forgets the user here and in storage and stops the timers, without the logout rules. */
  signOut(): void;
  /** The full logout: cart, server logout, storage, then the destination. Resolves to where it went. */
  logout(options?: LogoutOptions): Promise<Destination>;
  /** Tells the inactivity watch the user did something. */
  recordActivity(): void;
  /** The back-URL a single sign-on login answered, used on logout; null forgets it. */
  setSsoBackUrl(url: string | null): void;
  setInitialToken(token: string): void;
  /** The initial token while it is less than 1 hour old. */
  initialToken(): string | null;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window[kind];
}

function currentUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/** Page-load navigation, used until the shell configures its router. */
function navigateByPageLoad(destination: Destination): void {
  if (typeof window === 'undefined') return;
  if (destination.kind === 'external') {
    window.location.assign(destination.url);
    return;
  }
  const { basePath } = brandStore.getState();
  window.location.assign(basePath && destination.path === '/' ? basePath : `${basePath}${destination.path}`);
}

const defaultDeps: SessionDeps = {
  navigate: navigateByPageLoad,
  notify: (input) => notificationsStore.getState().notify(input),
  timers: systemTimers,
  loadTimedEvents,
};

export function createSessionStore(initialDeps: Partial<SessionDeps> = {}) {
  let deps: SessionDeps = { ...defaultDeps, ...initialDeps };
  let storage: Storage | undefined;
  let tabStorage: Storage | undefined;
  let timedEvents: SessionTimedEvents | null = null;
  // Each start of the timed events gets a number, so a load that ends after a sign-out starts nothing.
  let timedEventsRun = 0;
  let pendingLogout: Promise<Destination> | null = null;

  return createStore<SessionState>()((set, get) => {
    function stopTimers() {
      timedEventsRun += 1;
      timedEvents?.stop();
      timedEvents = null;
    }

    function startTimers() {
      stopTimers();
      const run = timedEventsRun;
      const { buId } = get();
      deps.loadTimedEvents().then(
        (start) => {
          if (run !== timedEventsRun || !get().user) return;
          timedEvents = start({
            heartbeatMs: HEARTBEAT_INTERVAL_MS,
            inactivityMs: INACTIVITY_SIGN_OUT_MS,
            beat: () => {
              const { user } = get();
              return user ? deps.heartbeat?.(user) : undefined;
            },
            onInactive: signOutForInactivity,
            sessionKey: sessionStorageKey(buId ?? ''),
            onSignedOutElsewhere: signOutFromOtherTab,
            cartSave: deps.cartSave,
          });
        },
        () => undefined,
      );
    }

    /** Another tab signed out (and cleared the shared storage): this one follows, without a second server logout. */
    function signOutFromOtherTab() {
      const { user } = get();
      stopTimers();
      set({ user: null });
      deps.navigate(logoutDestination({ reason: 'user', audience: audienceOf(user), ssoBackUrl: null, failed: false }));
    }

    function signOutForInactivity() {
      deps.notify({ type: 'warning', content: { key: INACTIVITY_NOTICE_KEY } });
      void get().logout({ reason: 'inactivity' });
    }

    function unitItem(name: string): string | null {
      const { buId } = get();
      return storage && buId ? storage.getItem(unitKey(buId, name)) : null;
    }

    function startedStorage(): { buId: string; storage: Storage } {
      const { buId } = get();
      if (!buId || !storage) throw new Error('The session is not started with a storage.');
      return { buId, storage };
    }

    async function runLogout({ reason = 'user', failed = false }: LogoutOptions): Promise<Destination> {
      const { user, buId } = get();
      const ssoBackUrl = unitItem(STORAGE_NAMES.ssoBackUrl);
      stopTimers();
      try {
        if (user && deps.cart && deps.cart.itemCount() > 0) await deps.cart.clear();
      } catch {
        // The cart is the cart lib's concern; a failure there must not keep the user signed in.
      }
      try {
        if (user?.refreshToken && deps.serverLogout) {
          await deps.serverLogout({ accessToken: user.accessToken, refreshToken: user.refreshToken });
        }
      } catch {
        // Signing out locally matters more than the server's answer; its session expires anyway.
      }
      if (buId) {
        for (const store of [storage, tabStorage]) if (store) clearUnitEntries(store, buId, KEPT_ON_SIGN_OUT);
      }
      set({ user: null });
      const destination = logoutDestination({ reason, audience: audienceOf(user), ssoBackUrl, failed });
      deps.navigate(destination);
      return destination;
    }

    return {
      buId: null,
      user: null,

      start(buId, givenStorage = browserStorage('localStorage'), options = {}) {
        stopTimers();
        storage = givenStorage;
        tabStorage = options.tabStorage ?? browserStorage('sessionStorage');
        const storages = [storage, tabStorage].filter((store): store is Storage => store !== undefined);
        const cacheCleared = applyAppVersion(buId, options.appVersion ?? APP_VERSION, storages);
        const autoLoginToken = readAutoLoginToken(options.url ?? currentUrl());
        const user = !autoLoginToken && storage ? readStoredSession(storage, buId) : null;
        set({ buId, user });
        if (user) startTimers();
        return { autoLoginToken, cacheCleared };
      },

      configure(given) {
        deps = { ...deps, ...given };
      },

      signIn(user) {
        const { buId } = get();
        if (storage && buId) writeStoredSession(storage, buId, user);
        set({ user });
        startTimers();
      },

      signOut() {
        const { buId } = get();
        stopTimers();
        if (storage && buId) writeStoredSession(storage, buId, null);
        set({ user: null });
      },

      logout(options = {}) {
        // Inactivity, a 401 and a click can coincide: one logout runs, the others share its result.
        if (!pendingLogout) {
          pendingLogout = runLogout(options).finally(() => {
            pendingLogout = null;
          });
        }
        return pendingLogout;
      },

      recordActivity() {
        timedEvents?.touch();
      },

      setSsoBackUrl(url) {
        const { buId, storage: store } = startedStorage();
        if (url) store.setItem(unitKey(buId, STORAGE_NAMES.ssoBackUrl), url);
        else store.removeItem(unitKey(buId, STORAGE_NAMES.ssoBackUrl));
      },

      setInitialToken(token) {
        const { buId, storage: store } = startedStorage();
        storeInitialToken(store, buId, token, deps.timers.now());
      },

      initialToken() {
        const { buId, storage: store } = startedStorage();
        return readInitialToken(store, buId, deps.timers.now());
      },
    };
  });
}

/** The one session of the page. This module is a federation singleton, so shell and remotes share it. */
export const sessionStore = createSessionStore();
