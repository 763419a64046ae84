import { IDEMPOTENCY_KEY_PATTERN, type Endpoint } from '@shop/contracts';
import { requestBodyHash } from '../features/idempotency/request-body-hash';
import { ApiFailure } from './api-failure';
import type { Call } from '../features/services';

/** What an idempotent call answers: its data, or the stored first answer of a repeat. */
export type IdempotentOutcome = { kind: 'data'; data: unknown } | { kind: 'replay'; status: number; body: unknown };

/**
 * Where an idempotent call's client key comes from: the one sealed in the request (so a captured
 * request cannot be sent again under another key), and the Idempotency-Key header some clients also
 * send, which must then be the same.
 */
export interface ClientKeySources {
  sealed: string | undefined;
  header: string | string[] | undefined;
}

/** The call's client key: the sealed one; a header that is not a copy of it is refused. */
export function clientKeyOf({ sealed, header }: ClientKeySources): string {
  if (!sealed || !IDEMPOTENCY_KEY_PATTERN.test(sealed)) throw new ApiFailure('IDEMPOTENCY_KEY_MISSING');
  if (header !== undefined && header !== sealed) throw new ApiFailure('IDEMPOTENCY_KEY_MISMATCH');
  return sealed;
}

/** Whose keys these are: an operator's or a member's own, or the unit's guests' (a guest has no lasting identity). */
function keyScope(call: Call<unknown>): string {
  if (call.operator) return `operator:${call.operator.operatorId}`;
  return call.session ? `account:${call.session.accountId}` : `guest:${call.unit.buId}`;
}

/**
 * Runs a call that moves money at most once per client key (the sealed one, clientKeyOf): the first
 * call with a key runs and its answer is stored; a repeat with the same body gets that answer, another
 * body is refused, and a repeat while the first still runs is asked to retry. A call that fails
 * releases its key (its transaction made no effect), so the client may retry with it. The handler
 * sees the key as call.idempotencyKey and uses it as its effect's unique reference, which makes a run
 * after a crash between the effect and the stored answer find the first effect (see
 * IDEMPOTENCY_STALE_CLAIM_MS).
 */
export async function runIdempotently(
  endpoint: Endpoint,
  keySources: ClientKeySources,
  call: Call<unknown>,
  handle: (call: Call<unknown>) => Promise<unknown>,
): Promise<IdempotentOutcome> {
  const key = clientKeyOf(keySources);
  const keys = call.services.idempotencyKeys;
  const scope = keyScope(call);
  const claim = await keys.begin(scope, endpoint.name, key, requestBodyHash(call.input));
  if (claim.outcome === 'replay') return { kind: 'replay', status: claim.answer.status, body: claim.answer.body };
  if (claim.outcome === 'conflict') throw new ApiFailure('IDEMPOTENCY_KEY_REUSED');
  if (claim.outcome === 'in-progress') throw new ApiFailure('IDEMPOTENCY_IN_PROGRESS');
  let data: unknown;
  try {
    data = await handle({ ...call, idempotencyKey: key });
  } catch (error) {
    await keys.abandon(scope, endpoint.name, key);
    throw error;
  }
  await keys.finish(scope, endpoint.name, key, { status: 200, body: data });
  return { kind: 'data', data };
}
