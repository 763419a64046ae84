import { requestFieldNames, type Endpoint } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../features/auth/session-store';
import { ApiFailure } from './api-failure';
import type { Services } from '../features/services';
import type { OperatorPrincipal } from '../features/operators/operator-access';

/** The access token: the basic-auth username, or the payload's accessToken field. */
export function readAccessToken(request: FastifyRequest, payload: Record<string, unknown>): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const username = decoded.split(':')[0];
    if (username) return username;
  }
  return typeof payload.accessToken === 'string' && payload.accessToken ? payload.accessToken : null;
}

/**
 * Who calls: nobody for public calls; for member calls a live session of this unit whose customer
 * is the payload's custId. Missing token or custId: 401 "no authorized"; unknown, expired or
 * revoked token: 401 "User not authenticated"; someone else's custId: 403 "Customer not authenticated".
 */
export async function authenticate(
  endpoint: Endpoint,
  request: FastifyRequest,
  payload: Record<string, unknown>,
  buId: string,
  services: Services,
): Promise<ActiveSession | null> {
  // Operator calls are authenticated by authenticateOperator alone: no customer session opens them.
  if (endpoint.auth === 'none' || endpoint.auth === 'operator') return null;
  const token = readAccessToken(request, payload);
  const custId = payload.custId;
  if (!token) {
    if (endpoint.auth === 'required' || custId !== undefined) throw new ApiFailure('NO_AUTHORIZED');
    return null;
  }
  if (
    endpoint.auth === 'required' &&
    requestFieldNames(endpoint).includes('custId') &&
    (custId === undefined || custId === '')
  ) {
    throw new ApiFailure('NO_AUTHORIZED');
  }
  const session = await services.sessions.findByAccessToken(token);
  if (!session) throw new ApiFailure('USER_NOT_AUTHENTICATED');
  if (session.buId !== buId) throw new ApiFailure('CUSTOMER_NOT_AUTHENTICATED');
  // A salesman's call names his customer in custId; its handler checks he may act for it.
  if (endpoint.custIdNamesCustomer) return session;
  if (custId !== undefined && String(custId) !== session.custId) throw new ApiFailure('CUSTOMER_NOT_AUTHENTICATED');
  return session;
}

/**
 * The operator of an operator call (auth 'operator'; issue 21): a live operator session, looked up in the
 * operators' own tables, so a customer's token is unknown there (and an operator's is unknown to
 * authenticate above). Missing, unknown, expired or revoked: 401 OPERATOR_NOT_AUTHENTICATED.
 */
export async function authenticateOperator(
  endpoint: Endpoint,
  request: FastifyRequest,
  payload: Record<string, unknown>,
  services: Services,
): Promise<OperatorPrincipal | null> {
  if (endpoint.auth !== 'operator') return null;
  const token = readAccessToken(request, payload);
  const session = token ? await services.operatorSessions.use(token) : null;
  const operator = session ? await services.operators.find(session.operatorId) : null;
  if (!session || !operator) throw new ApiFailure('OPERATOR_NOT_AUTHENTICATED');
  return {
    operatorId: operator.operatorId,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    unitIds: operator.role === 'administrator' ? null : operator.unitIds,
    sessionExpiresAt: session.expiresAt,
    sessionDigest: session.digest,
  };
}
