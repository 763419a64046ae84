import type { OperatorSession } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { operatorView } from './operator-accounts';
import { matchingStep } from './operator-totp';

/** Failed password or code attempts that lock an account (or an email) for the rest of the window. */
export const OPERATOR_MAX_FAILURES = 5;
export const OPERATOR_LOCK_WINDOW_MS = 15 * 60_000;
const FAILURES_BUCKET = 'operator-sign-in';

async function locked(services: Services, key: string): Promise<boolean> {
  const current = await services.counters.current(FAILURES_BUCKET, key);
  return current !== null && current.count >= OPERATOR_MAX_FAILURES;
}

async function fail(services: Services, key: string, failure: ApiFailure): Promise<never> {
  const hit = await services.counters.hit(FAILURES_BUCKET, key, OPERATOR_LOCK_WINDOW_MS);
  throw hit.count >= OPERATOR_MAX_FAILURES ? new ApiFailure('OPERATOR_LOCKED') : failure;
}

/**
 * The password step (decision 0038): the same answer for an unknown email and a wrong password (and the
 * same work: the checker hashes a decoy); failures are counted per email with the shared counters, so
 * every replica locks the same account after 5 within 15 minutes.
 */
export async function checkOperatorPassword(services: Services, email: string, password: string) {
  const key = `email:${email.toLowerCase()}`;
  if (await locked(services, key)) throw new ApiFailure('OPERATOR_LOCKED');
  const account = await services.operators.findForSignIn(email);
  const passwordOk = await services.passwords.verify(password, account?.passwordHash ?? null);
  if (!account || !passwordOk || !account.active) return fail(services, key, new ApiFailure('OPERATOR_SIGN_IN_FAILED'));
  if (await locked(services, `operator:${account.operatorId}`)) throw new ApiFailure('OPERATOR_LOCKED');
  return services.operatorSessions.createChallenge(account.operatorId);
}

/**
 * The TOTP step: the code of the challenge's operator, each 30-second step accepted once; failures count
 * per operator. Success ends the challenge, clears the counts, opens a session and writes the audit log.
 */
export async function checkOperatorTotp(
  services: Services,
  challengeId: string,
  code: string,
): Promise<OperatorSession> {
  const operatorId = await services.operatorSessions.challengeOperator(challengeId);
  if (operatorId === null) throw new ApiFailure('OPERATOR_CHALLENGE_EXPIRED');
  const key = `operator:${operatorId}`;
  if (await locked(services, key)) throw new ApiFailure('OPERATOR_LOCKED');
  const sealed = await services.operators.sealedTotpSecret(operatorId);
  const step = sealed ? matchingStep(services.totpSealer.open(sealed), code, services.now()) : null;
  if (step === null || !(await services.operators.acceptTotpStep(operatorId, step))) {
    return fail(services, key, new ApiFailure('OPERATOR_TOTP_WRONG'));
  }
  const operator = await services.operators.find(operatorId);
  if (!operator?.active) throw new ApiFailure('OPERATOR_CHALLENGE_EXPIRED');
  await services.operatorSessions.dropChallenge(challengeId);
  await services.counters.reset(FAILURES_BUCKET, key);
  await services.counters.reset(FAILURES_BUCKET, `email:${operator.email}`);
  const session = await services.operatorSessions.create(operatorId);
  await services.audit.record(null, operator, { action: 'operator.signIn' });
  return { ...session, operator: operatorView(operator, await services.units.list()) };
}
