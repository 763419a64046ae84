import { createHmac } from 'node:crypto';
import { MEMBERSHIP_SEPARATOR, heartbeat, login, logout, sign, validateToken } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { checkedMobileNumber } from '../registration/phone-rules';
import { sessionAnswer } from './account-session';
import type { AccountRow } from './account-repository';

/** Accounts of a unit tried for one mobile number at most. */
const MOBILE_LOGIN_CANDIDATES = 5;

export const loginHandler = handler(login, async ({ input, unit, webInfo, ip, services }) => {
  // Two-factor, business, salesman, KYB, single sign-on and social logins have their own calls.
  if (input.loginType !== 'NL') {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [
      { path: 'loginType', message: `${input.loginType} sign-in is not answered by this call` },
    ]);
  }
  const methods = unit.memberShip.split(MEMBERSHIP_SEPARATOR).map((method) => method.trim());
  if (!methods.includes('NL')) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [
      { path: 'loginType', message: 'Password sign-in is off for this unit' },
    ]);
  }
  const email = input.account ? input.account.trim().toLowerCase() : undefined;
  const mobileNo = email ? undefined : await checkedMobileNumber(services, input.mobileNo ?? '');
  await services.captcha.verify(unit, input.captchaToken, ip);

  const password = input.password ?? '';
  const { loginLockout } = services;
  const signInName = `${webInfo.buId}:${email ?? mobileNo}`;
  // An email names one account; a mobile number may be on several, so the password picks among them.
  const candidates = await services.accounts.named(
    webInfo.buId,
    email ? { email } : { mobileNo: mobileNo ?? '' },
    MOBILE_LOGIN_CANDIDATES,
  );

  // A locked name or account is not tried at all: the answer cannot tell whether the password was right.
  const nameLocked = await loginLockout.nameLocked(signInName);
  const lockedAccounts = await loginLockout.lockedAccountIds(candidates.map((candidate) => candidate.id));
  const open = nameLocked ? [] : candidates.filter((candidate) => !lockedAccounts.has(candidate.id));
  // Unknown names still cost one verification, so timing does not tell them apart.
  if (!nameLocked && candidates.length === 0) await services.passwords.verify(password, null);
  let account: AccountRow | undefined;
  for (const candidate of open) {
    if (await services.passwords.verify(password, candidate.passwordHash)) {
      account = candidate;
      break;
    }
  }
  if (!account) {
    let locked = nameLocked || lockedAccounts.size > 0;
    const tried = !nameLocked && (open.length > 0 || candidates.length === 0);
    if (tried) locked = (await loginLockout.recordNameFailure(signInName)) || locked;
    for (const candidate of open) locked = (await loginLockout.recordAccountFailure(candidate.id)) || locked;
    throw new ApiFailure(locked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED');
  }
  await loginLockout.clearAccountFailures(account.id);
  await loginLockout.clearNameFailures(signInName);
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
