import type { Audience } from '@shop/brand';

/** Spec 2 section 9 values, defined once in contracts and gathered here for this lib. */
export {
  APP_VERSION,
  CART_SAVE_DEBOUNCE_MS,
  HEARTBEAT_INTERVAL_MS,
  INACTIVITY_SIGN_OUT_MS,
  INITIAL_TOKEN_LIFETIME_MS,
  NOTIFICATION_HIDE_MS,
  NOTIFICATION_WITH_CONTENT_HIDE_MS,
} from '@shop/contracts';

/** The URL query parameter carrying a token to exchange for a session at start-up. */
export const AUTO_LOGIN_PARAM = 'autoLogin';

/** Every key of a unit starts with this prefix, so two brands never share stored data. */
export const STORAGE_PREFIX = 'shop';

/** Names of the entries this lib keeps in a unit's storage namespace. */
export const STORAGE_NAMES = {
  session: 'session',
  appVersion: 'appVersion',
  initialToken: 'initToken',
  ssoBackUrl: 'ssoBackUrl',
  /** The visitor's language choice; kept on sign-out. */
  language: 'language',
  /** The visitor's cookie choices (the shell's consent dialog); kept on sign-out, they are the browser's. */
  cookieConsent: 'cookieConsent',
} as const;

/** Names under this sub-namespace are cached data, dropped when the app version changes. */
export const CACHE_NAMESPACE = 'cache';

/** Kept on sign-out: the version marker (else the cache would look stale), the language and cookie choices. */
export const KEPT_ON_SIGN_OUT: readonly string[] = [
  STORAGE_NAMES.appVersion,
  STORAGE_NAMES.language,
  STORAGE_NAMES.cookieConsent,
];

/** The login page of each user type (spec 1 section 2). */
export const LOGIN_PATHS: Readonly<Record<Audience, string>> = {
  guest: '/auth/login',
  individual: '/auth/login',
  business: '/auth/b2b/login',
  salesman: '/auth/salesman/login',
};

export const HOME_PATH = '/';

/** i18n keys (libs/i18n, common namespace) of the texts this lib shows. */
export const INACTIVITY_NOTICE_KEY = 'common:inactivity.signOutNotice';
export const NOTIFICATION_DEFAULT_KEYS = {
  success: { title: 'common:notification.success.title' },
  error: { title: 'common:notification.error.title', content: 'common:notification.error.message' },
  warning: { title: 'common:notification.warning.title', content: 'common:notification.warning.message' },
} as const;
