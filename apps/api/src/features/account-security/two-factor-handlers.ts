import {
  TWO_FA_CODE_VALIDITY_MS,
  TWO_FA_MAX_ATTEMPTS,
  TWO_FA_MAX_SENDS,
  TWO_FA_RESEND_SECONDS,
  twoFaConfirmLogin,
  twofaLogin,
  twoFaResend,
  type TwoFaChallenge,
  type TwoFaChannel,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { messageTexts } from '../../messaging/message-texts';
import type { AccountRow } from '../auth/account-repository';
import { sessionAnswer } from '../auth/account-session';
import { signInWithPassword } from '../auth/password-sign-in';
import type { Call, Services } from '../services';
import { maskedTarget } from './masked-target';
import type { CodeTarget, TwoFactorChallenge } from './two-factor-store';

const CODE_MINUTES = TWO_FA_CODE_VALIDITY_MS / 60_000;

/** By SMS when asked for and the account has a mobile number; by email otherwise. */
function codeTarget(account: AccountRow, asked: TwoFaChannel | undefined): CodeTarget {
  return asked === 'sms' && account.mobileNo
    ? { channel: 'sms', target: account.mobileNo }
    : { channel: 'email', target: account.email };
}

async function sendCode(call: Call<unknown>, to: CodeTarget, code: string): Promise<void> {
  await call.services.outbox.send({
    buId: call.webInfo.buId,
    channel: to.channel,
    recipient: to.target,
    ...messageTexts(call.webInfo.language).verificationCode(code, CODE_MINUTES),
  });
}

async function attemptsLeft(services: Services, accountId: number): Promise<number> {
  return services.twoFactor.attemptsLeft(accountId, TWO_FA_MAX_ATTEMPTS);
}

async function challengeAnswer(services: Services, challenge: TwoFactorChallenge): Promise<TwoFaChallenge> {
  const now = services.now();
  const resendAt = challenge.sentAt.getTime() + TWO_FA_RESEND_SECONDS * 1000;
  return {
    tokenId: challenge.id,
    channel: challenge.channel,
    sentTo: maskedTarget(challenge.channel, challenge.target),
    resendInSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    expiresInSeconds: Math.max(0, Math.ceil((challenge.expiresAt.getTime() - now) / 1000)),
    attemptsLeft: await attemptsLeft(services, challenge.accountId),
  };
}

async function requireTwoFactorUnit(call: Call<unknown>): Promise<void> {
  if (!call.unit.features.twoFactor) throw new ApiFailure('TWO_FA_OFF');
}

/** The challenge of a tokenId, of this unit, still answerable; the spec's refusal otherwise. */
async function answerableChallenge(call: Call<unknown>, tokenId: string): Promise<TwoFactorChallenge> {
  const challenge = await call.services.twoFactor.answerable(tokenId);
  if (!challenge || challenge.buId !== call.webInfo.buId) throw new ApiFailure('TWO_FA_CHALLENGE_EXPIRED');
  return challenge;
}

async function refuseWhileLocked(services: Services, accountId: number): Promise<void> {
  if (await services.twoFactor.lockedUntil(accountId)) throw new ApiFailure('TWO_FA_LOCKED');
}

/** First step: the password as login checks it, then a code by email or SMS. */
export const twofaLoginHandler = handler(twofaLogin, async (call) => {
  await requireTwoFactorUnit(call);
  const account = await signInWithPassword(call, call.input);
  if (account.custType === 'B') throw new ApiFailure('USE_BUSINESS_LOGIN');
  if (account.custType === 'S') throw new ApiFailure('USE_SALESMAN_LOGIN');
  await refuseWhileLocked(call.services, account.id);
  const to = codeTarget(account, call.input.twoFaChannel);
  const { challenge, code } = await call.services.twoFactor.open(account.id, call.webInfo.buId, to);
  await sendCode(call, to, code);
  return challengeAnswer(call.services, challenge);
});

/** A new code once the 59 s timer has run; the earlier code stops working. */
export const twoFaResendHandler = handler(twoFaResend, async (call) => {
  await requireTwoFactorUnit(call);
  const challenge = await answerableChallenge(call, call.input.twoFaTokenId);
  await refuseWhileLocked(call.services, challenge.accountId);
  const waitMs = challenge.sentAt.getTime() + TWO_FA_RESEND_SECONDS * 1000 - call.services.now();
  if (waitMs > 0) {
    const failure = new ApiFailure('TWO_FA_RESEND_TOO_SOON');
    failure.error.retryAfter = Math.ceil(waitMs / 1000);
    throw failure;
  }
  if (challenge.sends >= TWO_FA_MAX_SENDS) throw new ApiFailure('TWO_FA_TOO_MANY_SENDS');
  const account = await call.services.accounts.byId(challenge.accountId);
  if (!account || account.status !== 'active') throw new ApiFailure('TWO_FA_CHALLENGE_EXPIRED');
  const to = codeTarget(account, call.input.twoFaChannel ?? challenge.channel);
  const resent = await call.services.twoFactor.resend(challenge, to);
  // Another resend of the same challenge won the race: its code is the one sent.
  if (!resent) throw new ApiFailure('TWO_FA_RESEND_TOO_SOON');
  await sendCode(call, to, resent.code);
  return challengeAnswer(call.services, resent.challenge);
});

/**
 * Second step. Each attempt is counted before the code is compared: five wrong codes are answered as
 * wrong (with the attempts left), the fifth locks, and the sixth attempt is answered locked.
 */
export const twoFaConfirmLoginHandler = handler(twoFaConfirmLogin, async (call) => {
  await requireTwoFactorUnit(call);
  const { services } = call;
  const challenge = await answerableChallenge(call, call.input.twoFaTokenId);
  const { attempt, locked } = await services.twoFactor.countAttempt(challenge.accountId);
  if (locked || attempt > TWO_FA_MAX_ATTEMPTS) {
    if (!locked) await services.twoFactor.lock(challenge.accountId);
    throw new ApiFailure('TWO_FA_LOCKED');
  }
  if (!services.twoFactor.codeMatches(challenge, call.input.twoFaToken)) {
    const left = TWO_FA_MAX_ATTEMPTS - attempt;
    if (left === 0) await services.twoFactor.lock(challenge.accountId);
    throw new ApiFailure('TWO_FA_CODE_WRONG', [
      { path: 'twoFaToken', message: 'The code is wrong, please try again.', params: { attemptsLeft: left } },
    ]);
  }
  if (!(await services.twoFactor.use(challenge.id))) throw new ApiFailure('TWO_FA_CHALLENGE_EXPIRED');
  await services.twoFactor.clearAttempts(challenge.accountId);
  const account = await services.accounts.byId(challenge.accountId);
  if (!account || account.status !== 'active') throw new ApiFailure('LOGIN_FAILED');
  return sessionAnswer(account, await services.sessions.create(account.id));
});

export const TWO_FACTOR_HANDLERS = [twofaLoginHandler, twoFaResendHandler, twoFaConfirmLoginHandler];
