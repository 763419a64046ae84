import { SSO_TOKEN_MAX_LIFETIME_S, type SsoPortal } from '@shop/contracts';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { ApiFailure } from '../../http/api-failure';

/** Clocks of the portal and the shop may differ this much (seconds). */
export const PORTAL_CLOCK_TOLERANCE_S = 30;
const ALGORITHMS = ['ES256', 'RS256', 'EdDSA'];

/** What a verified portal token says about its customer and the visit. */
export interface PortalClaims {
  issuer: string;
  jti: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
  loginType: 'SSO' | 'SALESMAN_SSO';
  aggregatorBu: string | null;
  backUrl: string | null;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;

/**
 * Verifies a unit portal's token with jose: the signature by one of the unit's keys (kid), the
 * issuer, the audience, expiry (with a little clock tolerance), a lifetime of at most
 * SSO_TOKEN_MAX_LIFETIME_S and the claims a sign-in needs. Throws the refusal a caller can act on.
 * Whether the token was used before is the caller's to check (SsoStore.claimToken).
 */
export async function verifyPortalToken(portal: SsoPortal, jwt: string, now: number): Promise<PortalClaims> {
  const keys = createLocalJWKSet({ keys: portal.keys } as JSONWebKeySet);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(jwt, keys, {
      algorithms: ALGORITHMS,
      issuer: portal.issuer,
      audience: portal.audience,
      currentDate: new Date(now),
      clockTolerance: PORTAL_CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    }));
  } catch (error) {
    throw refusalOf(error);
  }
  const exp = payload.exp as number;
  const iat = payload.iat as number;
  // A portal that signs long-lived links makes leaked links dangerous: refused whatever their signature.
  if (exp - iat > SSO_TOKEN_MAX_LIFETIME_S || iat > now / 1000 + PORTAL_CLOCK_TOLERANCE_S) {
    throw new ApiFailure('SSO_TOKEN_INVALID', [{ path: 'jwt', message: 'iat/exp: lifetime out of bounds' }]);
  }
  const jti = text(payload.jti, 128);
  const subject = text(payload.sub, 200);
  const loginType = payload.login_type ?? 'SSO';
  if (!jti || !subject || (loginType !== 'SSO' && loginType !== 'SALESMAN_SSO')) {
    throw new ApiFailure('SSO_TOKEN_INVALID', [{ path: 'jwt', message: 'jti, sub or login_type missing or wrong' }]);
  }
  const [givenFromName = '', ...familyFromName] = (text(payload.name, 120) ?? '').split(/\s+/);
  return {
    issuer: portal.issuer,
    jti,
    expiresAt: exp * 1000,
    subject,
    email: text(payload.email, 254)?.toLowerCase() ?? null,
    firstName: text(payload.given_name, 50) ?? givenFromName.slice(0, 50),
    lastName: text(payload.family_name, 50) ?? familyFromName.join(' ').slice(0, 50),
    loginType,
    aggregatorBu: text(payload.aggregator_bu, 32),
    backUrl: text(payload.back_url, 2048),
  };
}

function refusalOf(error: unknown): ApiFailure {
  if (error instanceof errors.JWTExpired) return new ApiFailure('SSO_TOKEN_EXPIRED');
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return new ApiFailure('SSO_TOKEN_AUDIENCE');
  }
  const reason = error instanceof errors.JOSEError ? error.code : 'malformed';
  return new ApiFailure('SSO_TOKEN_INVALID', [{ path: 'jwt', message: reason }]);
}

/**
 * The back-URL of a token when the unit allows it: a path of the shop, or an address on one of the
 * portal's listed origins. Anything else is dropped (logout then goes to the shop's own login page).
 */
export function allowedBackUrl(portal: SsoPortal, backUrl: string | null): string | null {
  if (!backUrl) return null;
  if (/^\/(?![/\\])[^\s]*$/.test(backUrl)) return backUrl;
  try {
    const url = new URL(backUrl);
    return (portal.backUrlOrigins ?? []).includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}
