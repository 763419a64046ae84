import { b2bLogin, heartbeat, login, logout, sign, validateToken } from '@shop/contracts';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { sessionAnswer } from './account-session';
import { fingerprintHashOf, signFingerprint } from './fingerprint-signature';
import { signInWithPassword } from './password-sign-in';
import { signInExternally } from '../sso/external-login';

export const loginHandler = handler(login, async (call) => {
  // A unit that signs in with a code takes passwords only through twofaLogin (issue 22).
  if (call.unit.features.twoFactor && call.input.loginType === 'NL') throw new ApiFailure('TWO_FA_REQUIRED');
  // Social sign-in and single sign-on (issue 22) answer through the same call.
  if (call.input.loginType !== 'NL') return signInExternally(call, call.input);
  const account = await signInWithPassword(call, call.input);
  if (account.custType === 'B') throw new ApiFailure('USE_BUSINESS_LOGIN');
  if (account.custType === 'S') throw new ApiFailure('USE_SALESMAN_LOGIN');
  return sessionAnswer(account, await call.services.sessions.create(account.id));
});

/** Business sign-in (v4 b2bLogin): email and password, business accounts only, same protections as login. */
export const b2bLoginHandler = handler(b2bLogin, async (call) => {
  if (!call.unit.features.b2b) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: '', message: 'Business accounts are off for this unit' }]);
  }
  const account = await signInWithPassword(call, call.input, { mobileAllowed: false });
  if (account.custType === 'C') throw new ApiFailure('USE_INDIVIDUAL_LOGIN');
  if (account.custType === 'S') throw new ApiFailure('USE_SALESMAN_LOGIN');
  return sessionAnswer(account, await call.services.sessions.create(account.id));
});

export const logoutHandler = handler(logout, async ({ input, services }) => {
  await services.sessions.revokeByRefreshToken(input.refreshToken);
  if (input.accessToken) await services.sessions.revokeByAccessToken(input.accessToken);
  // A single sign-on back-URL is kept by the client; password sessions have none.
  return { redirectUrl: null };
});

export const validateTokenHandler = handler(validateToken, async ({ session }) => {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  return { valid: true as const, custId: session.custId, custType: session.custType, expiresAt: session.expiresAt };
});

export const heartbeatHandler = handler(heartbeat, async ({ services }) => ({
  alive: true as const,
  serverTime: services.now(),
}));

/** Signs a fingerprint whose hash belongs to its components: HMAC-SHA-256 over the hash and the server time. */
export const signHandler = handler(sign, async ({ input, services }) => {
  if (fingerprintHashOf(input.components) !== input.hash) {
    throw invalidRequest([{ path: 'hash', message: 'Not the hash of the components' }]);
  }
  const timestamp = services.now();
  return { sign: signFingerprint(services.signingKey, input.hash, timestamp), timestamp };
});

export const AUTH_HANDLERS = [
  loginHandler,
  b2bLoginHandler,
  logoutHandler,
  validateTokenHandler,
  heartbeatHandler,
  signHandler,
];
