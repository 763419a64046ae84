import { createHmac } from 'node:crypto';
import { MEMBERSHIP_SEPARATOR, heartbeat, login, logout, sign, validateToken } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Services } from '../../http/services';
import { liveAttemptPasswordHashes } from '../registration/pending-registrations';
import { checkedMobileNumber } from '../registration/phone-rules';
import { sessionAnswer } from './account-session';
import { clearLoginFailures, lockedAccountIds, recordLoginFailure } from './login-lockout';

/** Accounts of a unit tried for one mobile number at most. */
const MOBILE_LOGIN_CANDIDATES = 5;

/**
 * No account matched. An address whose registration is not confirmed yet, tried with that
 * attempt's own password, is told to confirm first (only the person who chose that password
 * learns it); anything else is the one answer for a wrong password or an unknown account.
 */
async function noAccountMatched(services: Services, buId: string, email: string | undefined, password: string): Promise<never> {
  const pending = email ? await liveAttemptPasswordHashes(services.db, buId, email, services.now()) : [];
  // Unknown accounts still cost one verification, so timing does not tell them apart.
  if (pending.length === 0) await services.passwords.verify(password, null);
  for (const hash of pending) {
    if (await services.passwords.verify(password, hash)) throw new ApiFailure('ACCOUNT_NOT_ACTIVE');
  }
  throw new ApiFailure('LOGIN_FAILED');
}

export const loginHandler = handler(login, async ({ input, unit, webInfo, ip, services }) => {
  // Two-factor, business, salesman, KYB, single sign-on and social logins have their own calls.
  if (input.loginType !== 'NL') {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [
      { path: 'loginType', message: `${input.loginType} sign-in is not answered by this call` },
    ]);
  }
  const methods = unit.memberShip.split(MEMBERSHIP_SEPARATOR).map((method) => method.trim());
  if (!methods.includes('NL')) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: 'loginType', message: 'Password sign-in is off for this unit' }]);
  }
  const email = input.account ? input.account.trim().toLowerCase() : undefined;
  const mobileNo = email ? undefined : await checkedMobileNumber(services, input.mobileNo ?? '');
  await services.captcha.verify(unit, input.captchaToken, ip);

  const password = input.password ?? '';
  const now = services.now();
  // An email names one account; a mobile number may be on several, so the password picks among them.
  const candidates = await services.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.buId, webInfo.buId), email ? eq(accounts.email, email) : eq(accounts.mobileNo, mobileNo ?? '')))
    .limit(MOBILE_LOGIN_CANDIDATES);
  if (candidates.length === 0) return noAccountMatched(services, webInfo.buId, email, password);

  // A locked account is not tried at all: its answer cannot tell whether the password was right.
  const locked = await lockedAccountIds(services.db, candidates.map((candidate) => candidate.id), now);
  const open = candidates.filter((candidate) => !locked.has(candidate.id));
  let account: (typeof candidates)[number] | undefined;
  for (const candidate of open) {
    if (await services.passwords.verify(password, candidate.passwordHash)) {
      account = candidate;
      break;
    }
  }
  if (!account) {
    let lockedNow = locked.size > 0;
    for (const candidate of open) lockedNow = (await recordLoginFailure(services.db, candidate.id, now)) || lockedNow;
    throw new ApiFailure(lockedNow ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED');
  }
  await clearLoginFailures(services.db, account.id);
  if (account.status === 'disabled') throw new ApiFailure('LOGIN_FAILED');
  if (account.status === 'pending') throw new ApiFailure('ACCOUNT_NOT_ACTIVE');
  if (account.custType === 'B') throw new ApiFailure('USE_BUSINESS_LOGIN');
  if (account.custType === 'S') throw new ApiFailure('USE_SALESMAN_LOGIN');
  return sessionAnswer(account, await services.sessions.create(account.id));
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

/** HMAC-SHA-256 over the fingerprint hash, its components and the server time. */
export const signHandler = handler(sign, async ({ input, services }) => {
  const timestamp = services.now();
  const components = JSON.stringify(input.components);
  const signature = createHmac('sha256', services.signingKey)
    .update(`${input.hash}\n${timestamp}\n${components}`)
    .digest('base64url');
  return { sign: signature, timestamp };
});

export const AUTH_HANDLERS = [loginHandler, logoutHandler, validateTokenHandler, heartbeatHandler, signHandler];
