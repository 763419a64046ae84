import {
  createOperator,
  getOperatorMe,
  listAuditLog,
  listOperators,
  operatorSignIn,
  operatorSignOut,
  operatorVerifyTotp,
  updateOperator,
} from '@shop/contracts';
import { operatorAccountSchema, operatorUpdateSchema } from '@shop/validation';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import { administratorOf, operatorOf } from './operator-access';
import { operatorView } from './operator-accounts';
import { checkOperatorPassword, checkOperatorTotp } from './operator-sign-in';
import { newTotpSecret, totpUri } from './operator-totp';
import type { Services } from '../services';

async function knownUnits(services: Services, unitIds: readonly string[]): Promise<void> {
  const known = new Set((await services.units.list()).map((unit) => unit.buId));
  const unknown = unitIds.filter((buId) => !known.has(buId));
  if (unknown.length > 0) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
}

const signIn = handler(operatorSignIn, async ({ input, services }) =>
  checkOperatorPassword(services, input.email, input.password),
);

const verifyTotp = handler(operatorVerifyTotp, async ({ input, services }) =>
  checkOperatorTotp(services, input.challengeId, input.code),
);

const signOut = handler(operatorSignOut, async (call) => {
  const operator = operatorOf(call);
  await call.services.operatorSessions.revoke(operator.sessionDigest);
  await call.services.audit.record(null, operator, { action: 'operator.signOut' });
  return { signedOut: true as const };
});

const me = handler(getOperatorMe, async (call) => {
  const operator = operatorOf(call);
  const row = await call.services.operators.find(operator.operatorId);
  if (!row) throw new ApiFailure('OPERATOR_NOT_AUTHENTICATED');
  return { operator: operatorView(row, await call.services.units.list()), expiresAt: operator.sessionExpiresAt };
});

const list = handler(listOperators, async (call) => {
  administratorOf(call);
  const units = await call.services.units.list();
  return { operators: (await call.services.operators.list()).map((row) => operatorView(row, units)) };
});

const create = handler(createOperator, async (call) => {
  const administrator = administratorOf(call);
  const { services } = call;
  const account = applyFieldRules(operatorAccountSchema, call.input);
  await knownUnits(services, account.unitIds);
  if (await services.operators.emailTaken(call.input.email)) throw new ApiFailure('OPERATOR_EMAIL_TAKEN');
  const totpSecret = newTotpSecret();
  const passwordHash = await services.passwords.hash(account.password);
  const operatorId = await services.db.transaction(async (tx) => {
    const id = await services.operators.create(tx, {
      email: call.input.email,
      name: account.name,
      role: account.role,
      unitIds: account.unitIds,
      passwordHash,
      sealedTotpSecret: services.totpSealer.seal(totpSecret),
    });
    await services.audit.record(tx, administrator, {
      action: 'operator.create',
      target: call.input.email,
      details: { role: account.role, unitIds: account.role === 'administrator' ? [] : account.unitIds },
    });
    return id;
  });
  const row = await services.operators.find(operatorId);
  if (!row) throw new Error(`operator ${operatorId} just created is gone`);
  return {
    operator: operatorView(row, await services.units.list()),
    totpSecret,
    totpUri: totpUri(totpSecret, row.email),
  };
});

const update = handler(updateOperator, async (call) => {
  const administrator = administratorOf(call);
  const { services, input } = call;
  const change = applyFieldRules(operatorUpdateSchema, input);
  await knownUnits(services, change.unitIds);
  const before = await services.operators.find(input.operatorId);
  if (!before) throw new ApiFailure('INVALID_REQUEST', [{ path: 'operatorId', message: 'Unknown operator' }]);
  // An administrator cannot lock himself out, nor leave the shop without an administrator that way.
  if (input.operatorId === administrator.operatorId && (!change.active || change.role !== 'administrator')) {
    throw invalidRequest([
      { path: 'active', message: 'You cannot disable your own account or take away your own administrator role.' },
    ]);
  }
  await services.db.transaction(async (tx) => {
    await services.operators.update(tx, input.operatorId, change);
    await services.audit.record(tx, administrator, {
      action: 'operator.update',
      target: before.email,
      details: {
        before: { name: before.name, role: before.role, unitIds: before.unitIds, active: before.active },
        after: { name: change.name, role: change.role, unitIds: change.unitIds, active: change.active },
      },
    });
  });
  const row = await services.operators.find(input.operatorId);
  if (!row) throw new Error(`operator ${input.operatorId} is gone`);
  return { operator: operatorView(row, await services.units.list()) };
});

const audit = handler(listAuditLog, async (call) => {
  administratorOf(call);
  const { input } = call;
  const filter = { page: input.page, buId: input.buId, operatorId: input.operatorId, action: input.action };
  const { entries, totalCount } = await call.services.audit.list(filter);
  return { entries, totalCount, page: input.page, pageSize: 50 };
});

/** Operator sign-in, accounts and the audit log (issue 21). */
export const OPERATOR_HANDLERS = [signIn, verifyTotp, signOut, me, list, create, update, audit];
