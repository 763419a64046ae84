import type { BusinessUnit } from '@shop/contracts';
import { STORAGE_NAMES } from './constants';
import { writeStoredSession } from './session-storage';
import type { SessionUser } from './session-user';
import { unitKey } from './unit-storage';

/** The shop's single sign-on landing page, below the unit's base path. */
const SSO_LANDING = '/sso';
/** Where the visitor was going when sent to the portal (this tab only; the portal brings him back). */
const RETURN_PATH_KEY = 'shop:ssoReturnPath';

/**
 * The unit's portal sign-in address (`sso.loginUrl`) with `return` = the absolute address of this
 * shop's /{buId}/sso page; null when the unit has no portal page to send a visitor to.
 */
export function portalSignInUrl(unit: Pick<BusinessUnit, 'sso'>, origin: string, basePath: string): string | null {
  const loginUrl = unit.sso?.loginUrl;
  if (!loginUrl) return null;
  const url = new URL(loginUrl, origin);
  url.searchParams.set('return', `${origin}${basePath.replace(/\/+$/, '')}${SSO_LANDING}`);
  return url.toString();
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the path to open after the portal's sign-in (a checkout), for the landing page. */
export function rememberSsoReturnPath(path: string): void {
  tabStorage()?.setItem(RETURN_PATH_KEY, path);
}

/** The path kept before going to the portal, removed as it is read (it serves one sign-in). */
export function takeSsoReturnPath(): string | null {
  const storage = tabStorage();
  const path = storage?.getItem(RETURN_PATH_KEY) ?? null;
  storage?.removeItem(RETURN_PATH_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * A portal link with aggregator_bu signs in to another unit than the landing page's: the session and
 * the portal's back-URL go to that unit's storage, whose pages open next (decision 0057). The landing
 * unit's own session is left as it was.
 */
export function handOverSession(
  buId: string,
  user: SessionUser,
  backUrl: string | null,
  storage: Storage = window.localStorage,
): void {
  writeStoredSession(storage, buId, user);
  const backUrlKey = unitKey(buId, STORAGE_NAMES.ssoBackUrl);
  if (backUrl) storage.setItem(backUrlKey, backUrl);
  else storage.removeItem(backUrlKey);
}
