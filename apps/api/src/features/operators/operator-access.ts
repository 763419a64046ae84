import type { OperatorRole } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';

/** What the helpers read of a call (its `operator`, see Call in services.ts). */
interface OperatorCall {
  operator?: OperatorPrincipal | null;
}

/**
 * The operator an operator call is made by (endpoints with auth 'operator'; http/authenticate.ts):
 * who he is, his role and the units he runs. An administrator runs every unit: `unitIds` is then null.
 */
export interface OperatorPrincipal {
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** The units he runs; null for an administrator (every unit). */
  unitIds: readonly string[] | null;
  /** When his session ends (each call moves it on). */
  sessionExpiresAt: number;
  /** His session's token digest (to end it on sign-out). */
  sessionDigest: string;
}

/** The calling operator; every handler of an operator endpoint starts here. */
export function operatorOf(call: OperatorCall): OperatorPrincipal {
  // authenticate() refuses an operator endpoint without a live operator session before any handler runs.
  if (!call.operator) throw new ApiFailure('OPERATOR_NOT_AUTHENTICATED');
  return call.operator;
}

export function runsUnit(operator: OperatorPrincipal, buId: string): boolean {
  return operator.unitIds === null || operator.unitIds.includes(buId);
}

/** Refuses (403, 58050) a unit the operator does not run; every call about a unit checks it first. */
export function assertRunsUnit(operator: OperatorPrincipal, buId: string): void {
  if (!runsUnit(operator, buId)) throw new ApiFailure('OPERATOR_UNIT_FORBIDDEN');
}

/** Refuses (403, 58051) anyone but an administrator. */
export function assertAdministrator(operator: OperatorPrincipal): void {
  if (operator.role !== 'administrator') throw new ApiFailure('OPERATOR_ADMIN_ONLY');
}

/** The calling operator, refused unless he runs `buId`. */
export function operatorRunning(call: OperatorCall, buId: string): OperatorPrincipal {
  const operator = operatorOf(call);
  assertRunsUnit(operator, buId);
  return operator;
}

/** The calling operator, refused unless he is an administrator. */
export function administratorOf(call: OperatorCall): OperatorPrincipal {
  const operator = operatorOf(call);
  assertAdministrator(operator);
  return operator;
}
