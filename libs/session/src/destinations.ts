import type { Audience } from '@shop/brand';
import { HOME_PATH, LOGIN_PATHS } from './constants';

/** Where to go next: a path inside the unit (the shell adds its base path) or an outside URL. */
export type Destination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** The login page of a user type: salesman, business, or the individual one for everyone else. */
export function loginPathOf(audience: Audience): string {
  return LOGIN_PATHS[audience];
}

/** Why the session ends: the user asked, 30 minutes of inactivity, or a 401 (the force-logout page). */
export type LogoutReason = 'user' | 'inactivity' | 'forced';

export interface LogoutContext {
  reason: LogoutReason;
  /** The user type of the session that ends. */
  audience: Audience;
  /** The back-URL a single sign-on login stored, if any. */
  ssoBackUrl: string | null;
  /** The force-logout page's failed flag. */
  failed?: boolean;
}

/**
 * Where a sign-out leads. A single sign-on session returns to its stored back-URL; inactivity
 * leads to the login page of the user type; a forced logout leads to that login page too, or home
 * for single sign-on or with the failed flag; a plain logout leads home.
 */
export function logoutDestination({ reason, audience, ssoBackUrl, failed = false }: LogoutContext): Destination {
  if (reason === 'forced') {
    if (ssoBackUrl || failed) return { kind: 'internal', path: HOME_PATH };
    return { kind: 'internal', path: loginPathOf(audience) };
  }
  if (ssoBackUrl) return { kind: 'external', url: ssoBackUrl };
  if (reason === 'inactivity') return { kind: 'internal', path: loginPathOf(audience) };
  return { kind: 'internal', path: HOME_PATH };
}
