import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { LOGIN_TYPES } from '../code-tables';
import { CUSTOMER_TYPES } from '../customer-types';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, FIELD_MESSAGES, PhoneNumberSchema } from '../fields';
import { SessionSchema } from '../models';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** Login fields shared by every login kind (spec 2 section 7, Authentication). */
export const LoginRequestSchema = v.pipe(
  v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    account: optionalText(254),
    password: optionalText(128),
    accessToken: optionalText(4096),
    mobileNo: v.optional(PhoneNumberSchema),
    loginType: v.optional(v.picklist(LOGIN_TYPES, 'Unknown login type'), 'NL'),
    redirectUrl: optionalText(2048),
    captchaToken: optionalText(4096),
    traditionalToken: optionalText(4096),
    codeVerifier: optionalText(256),
  }),
  // A normal login needs an account (email or mobile number) and a password.
  v.forward(
    v.check((input) => input.loginType !== 'NL' || !!(input.account || input.mobileNo), FIELD_MESSAGES.required),
    ['account'],
  ),
  v.forward(
    v.check((input) => input.loginType !== 'NL' || !!input.password, FIELD_MESSAGES.required),
    ['password'],
  ),
);

export const login = defineEndpoint({
  name: 'login',
  group: 'Authentication',
  summary: 'Normal login with account (email or mobile number) and password; answers a new session.',
  method: 'POST',
  path: '/login',
  versions: ['v8'],
  auth: 'none',
  rateLimit: 'login',
  request: LoginRequestSchema,
  response: SessionSchema,
});

export const b2bLogin = defineEndpoint({
  name: 'b2bLogin',
  group: 'Authentication',
  summary:
    'Business login with email and password (business accounts only; an individual account is told to use ' +
    'the login page); answers a new session with the state of the document check (businessVerification).',
  method: 'POST',
  path: '/b2bLogin',
  versions: ['v4'],
  auth: 'none',
  rateLimit: 'login',
  request: LoginRequestSchema,
  response: SessionSchema,
});

export const logout = defineEndpoint({
  name: 'logout',
  group: 'Authentication',
  summary:
    'Revokes the session of the refresh token (and of the access token when sent); works with an expired session too.',
  method: 'POST',
  path: '/logout',
  versions: [''],
  auth: 'none',
  request: v.object({
    refreshToken: v.pipe(v.string(FIELD_MESSAGES.required), v.nonEmpty(FIELD_MESSAGES.required), v.maxLength(128)),
    redirectUrl: optionalText(2048),
    accessToken: optionalText(128),
  }),
  response: v.object({ redirectUrl: v.nullable(v.string()) }),
});

/** Client public key: an uncompressed P-256 point (65 bytes) in base64url. */
export const ClientKeySchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid client key'),
);

export const initToken = defineEndpoint({
  name: 'initToken',
  group: 'Authentication',
  summary:
    'Initial token: ECDH P-256 key agreement. Answers the init token and the server key; ' +
    'both ends derive the AES-GCM envelope key (HKDF-SHA-256). Valid one hour.',
  method: 'GET',
  path: '/others/init',
  versions: [''],
  auth: 'none',
  encrypted: false,
  rateLimit: 'init',
  request: v.object({ clientKey: ClientKeySchema }),
  response: v.object({
    init: v.string(),
    serverKey: v.string(),
    expiresIn: v.number(),
    /** The server's clock (ms since the epoch): the page dates its requests by it, whatever its own clock says. */
    serverTime: v.number(),
  }),
});

export const validateToken = defineEndpoint({
  name: 'validateToken',
  group: 'Authentication',
  summary: 'Checks the access token; 401 when missing, unknown, expired or revoked.',
  method: 'GET',
  path: '/others/validateToken',
  versions: [''],
  auth: 'required',
  rateLimit: 'tokenCheck',
  request: v.object({}),
  response: v.object({
    valid: v.literal(true),
    custId: CustIdSchema,
    custType: v.picklist(CUSTOMER_TYPES),
    expiresAt: v.number(),
  }),
});

export const heartbeat = defineEndpoint({
  name: 'heartbeat',
  group: 'Authentication',
  summary: 'Keep-alive sent every 30 seconds with the access token.',
  method: 'POST',
  path: '/others/heartbeat',
  versions: [''],
  auth: 'required',
  rateLimit: 'tokenCheck',
  request: v.object({}),
  response: v.object({ alive: v.literal(true), serverTime: v.number() }),
});

export const sign = defineEndpoint({
  name: 'sign',
  group: 'Authentication',
  summary: 'Signs a browser fingerprint hash; answers an HMAC signature and the server timestamp.',
  method: 'POST',
  path: '/others/sign',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({
    hash: v.pipe(v.string(FIELD_MESSAGES.required), v.regex(/^[A-Za-z0-9]{8,128}$/, 'Invalid fingerprint hash')),
    components: v.object({
      fonts: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(500)),
      screenResolution: v.pipe(v.string(), v.maxLength(32)),
      platform: v.pipe(v.string(), v.maxLength(64)),
    }),
  }),
  response: v.object({ sign: v.string(), timestamp: v.number() }),
});
