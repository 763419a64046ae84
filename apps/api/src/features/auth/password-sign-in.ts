import { MEMBERSHIP_SEPARATOR, type LoginRequestSchema } from '@shop/contracts';
import type * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { checkedMobileNumber } from '../registration/phone-rules';
import type { Call } from '../services';
import type { AccountRow } from './account-repository';
import { verifyTraditionalToken } from './fingerprint-signature';

/** Accounts of a unit tried for one mobile number at most. */
const MOBILE_LOGIN_CANDIDATES = 5;

type LoginInput = v.InferOutput<typeof LoginRequestSchema>;

/**
 * A password sign-in (loginType NL) as every login kind checks it: the unit's login methods, the
 * captcha, the lock-outs per sign-in name and per account, then the password. Answers the active
 * account whose password it is; which kinds of account a login page takes is its caller's to check.
 */
export async function signInWithPassword(
  { unit, webInfo, ip, services }: Call<unknown>,
  input: LoginInput,
  options: { mobileAllowed: boolean } = { mobileAllowed: true },
): Promise<AccountRow> {
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
  if (!options.mobileAllowed && !input.account) {
    throw new ApiFailure('INVALID_REQUEST', [{ path: 'account', message: 'This field is required.' }]);
  }
  const email = input.account ? input.account.trim().toLowerCase() : undefined;
  const mobileNo = email ? undefined : await checkedMobileNumber(services, input.mobileNo ?? '');
  // A page without a captcha widget vouches for itself with a fingerprint signed here (decision 0058);
  // checked first, as it costs nothing and spends no captcha token.
  if (input.traditionalToken) verifyTraditionalToken(services.signingKey, input.traditionalToken, services.now());
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
  return account;
}
