import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { defineEndpoint } from '../endpoint';
import { FIELD_MESSAGES, ItemCodeSchema } from '../fields';
import { SessionSchema } from '../models';

/**
 * Social sign-in (issue 22, decision 0047): OpenID Connect, authorization code with PKCE (S256).
 * 1. The page makes a code verifier (43-128 characters, kept in session storage) and sends its S256
 *    challenge with getOauthLoginInfo; the answer's returnUrl is the provider's authorization URL.
 * 2. The provider sends the browser back to redirectUri with `code` and `state`.
 * 3. The page calls `login` with loginType FB | GOOGLE | APPLE, redirectUrl = the whole address it was
 *    sent back to (code and state included) and codeVerifier; the answer is a session, as for a password.
 * Single sign-on (decision 0048): a portal-signed JWT, at `/{projectBu}/sso` (ssoLogin below), or as the
 * autoLogin URL token through `login` with loginType SSO | SALESMAN_SSO and accessToken = the JWT.
 */
export const SOCIAL_LOGIN_TYPES = ['FB', 'GOOGLE', 'APPLE'] as const;
export type SocialLoginType = (typeof SOCIAL_LOGIN_TYPES)[number];
export const SSO_LOGIN_TYPES = ['SSO', 'SALESMAN_SSO'] as const;
export type SsoLoginType = (typeof SSO_LOGIN_TYPES)[number];

/** Where the provider sends the browser back: {shop origin}[/{buId}]/auth/oauth/callback. */
export const OAUTH_CALLBACK_PATH = '/auth/oauth/callback';
/** The shop page that takes a portal's signed link: /{projectBu}/sso?jwt=…&aggregator_bu=…&page=…&item=… */
export const SSO_LANDING_PATH = '/sso';

/** A PKCE S256 code challenge: base64url of a SHA-256 digest (43 characters). */
export const CodeChallengeSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid code challenge'),
);
/** A PKCE code verifier (RFC 7636): 43 to 128 unreserved characters. */
export const CodeVerifierSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Invalid code verifier'),
);

export const getOauthLoginInfo = defineEndpoint({
  name: 'getOauthLoginInfo',
  group: 'Authentication',
  summary:
    'Social sign-in, step 1: answers the provider authorization URL (returnUrl) for the PKCE challenge; ' +
    'the state it carries is kept by the server for 10 minutes and works once.',
  method: 'POST',
  path: '/oAuth/getOauthLoginInfo',
  versions: [''],
  auth: 'none',
  rateLimit: 'login',
  request: v.object({
    /** Must be the shop's own callback page: {shop origin}[/{buId}]/auth/oauth/callback. */
    redirectUri: v.pipe(v.string(FIELD_MESSAGES.required), v.url('Invalid redirect URI'), v.maxLength(512)),
    loginType: v.picklist(SOCIAL_LOGIN_TYPES, 'Unknown login type'),
    codeChallenge: CodeChallengeSchema,
    aggregatorBuId: v.optional(BuIdSchema),
  }),
  response: v.object({ returnUrl: v.string(), state: v.string() }),
});

/** The shop pages a portal's link may open (`page`); an `item` opens that card's detail. */
export const SSO_PAGES = ['home', 'buyingFriend', 'buyingSelf', 'account', 'cards', 'wallet', 'history'] as const;
export type SsoPage = (typeof SSO_PAGES)[number];

/** The page of a verified link, below the unit's prefix (ssoLogin's redirectUrl puts /{buId} before it). */
export function ssoLandingPath(page: SsoPage | undefined, item: string | undefined): string {
  if (item) return `/buying-self?itemCode=${encodeURIComponent(item)}`;
  switch (page) {
    case 'buyingFriend':
      return '/buying-friend';
    case 'buyingSelf':
      return '/buying-self';
    case 'account':
      return '/account/profile';
    case 'cards':
      return '/account/cards';
    case 'wallet':
      return '/account/wallet';
    case 'history':
      return '/account/history';
    default:
      return '/';
  }
}

/**
 * The claims a unit's portal signs (JWS, ES256/RS256/EdDSA with a key listed in the unit's `sso.keys`):
 * iss = the unit's sso.issuer, aud = the unit's sso.audience, sub = the portal's customer id, jti (once
 * only), iat, exp (at most SSO_TOKEN_MAX_LIFETIME_S after iat), email, name; optional aggregator_bu
 * (must equal the request's), login_type (SSO, default, or SALESMAN_SSO), back_url (a path of the shop
 * or an address on an origin listed in sso.backUrlOrigins).
 */
export const SSO_TOKEN_MAX_LIFETIME_S = 300;

export const ssoLogin = defineEndpoint({
  name: 'ssoLogin',
  group: 'Authentication',
  summary:
    "Single sign-on: verifies the JWT signed by the unit's portal (key, issuer, audience, expiry, once only) " +
    'and answers a session, the page to open (redirectUrl, with the unit prefix: /250/…) and the backUrl for logout.',
  method: 'POST',
  path: '/:projectBu/sso',
  versions: [''],
  auth: 'none',
  rateLimit: 'login',
  request: v.object({
    projectBu: BuIdSchema,
    /** The unit the session is for; absent: projectBu. */
    aggregator_bu: v.optional(BuIdSchema),
    jwt: v.pipe(v.string(FIELD_MESSAGES.required), v.minLength(16), v.maxLength(8192)),
    page: v.optional(v.picklist(SSO_PAGES, 'Unknown page')),
    item: v.optional(ItemCodeSchema),
  }),
  response: v.object({
    ...SessionSchema.entries,
    /** Where logout sends the visitor back (the portal); null: the shop's own login page. */
    backUrl: v.nullable(v.string()),
    /** The shop path to open, with the session's unit prefix: /250/buying-self?itemCode=… */
    redirectUrl: v.string(),
    /** The unit the session belongs to (aggregator_bu when the link names one): its pages open next. */
    buId: BuIdSchema,
  }),
});
