import * as v from 'valibot';
import {
  ENVELOPE_QUERY_PARAM,
  FIELD_MESSAGES,
  FileAnswerSchema,
  REQUEST_FRESHNESS_MS,
  RequestEnvelopeSchema,
  pathParamNames,
  versionedPath,
  type Endpoint,
  type FieldIssue,
} from '@shop/contracts';
import { EnvelopeError, parseRequestToken, requestBinding, responseBinding } from '@shop/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerLanguage } from '../i18n/localised';
import { errorBody, sendError } from '../plugins/errors';
import { ApiFailure, invalidRequest } from './api-failure';
import { authenticate, authenticateOperator } from './authenticate';
import type { EndpointHandler } from './handler';
import { runIdempotently } from './idempotent-call';
import { uploadedFileOf } from '../features/files/multipart-upload';
import { envelopeIssues } from './input-screening';
import type { RateLimitSettings } from './rate-limits';
import type { Services } from '../features/services';
import { digestToken } from '../security/tokens';
import { openJsonOnServer, sealJsonOnServer } from '../security/server-envelope';
import { consumeDownloadAllowance } from './download-allowance';

/** valibot issues as `path: message` pairs a caller can show next to the field. */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path?.map((item) => String(item.key)).join('.') ?? '',
    // valibot reports a missing key on the object; the caller needs the spec's "required" text.
    message: issue.type === 'object' && issue.received === 'undefined' ? FIELD_MESSAGES.required : issue.message,
  }));
}

function readEnvelopeToken(endpoint: Endpoint, request: FastifyRequest): string | null {
  const source = endpoint.method === 'GET' ? request.query : request.body;
  const token = (source as Record<string, unknown> | undefined)?.[ENVELOPE_QUERY_PARAM];
  return typeof token === 'string' && token ? token : null;
}

/** Path segments fill missing payload fields; a payload field that contradicts its URL segment is refused. */
function withPathParams(
  names: readonly string[],
  params: unknown,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...payload };
  const segments = (params ?? {}) as Record<string, string>;
  const conflicts: FieldIssue[] = [];
  for (const name of names) {
    if (merged[name] === undefined) merged[name] = segments[name];
    else if (String(merged[name]) !== segments[name]) conflicts.push({ path: name, message: 'does not match the URL' });
  }
  if (conflicts.length > 0) throw invalidRequest(conflicts);
  return merged;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What every call of a route shares, worked out when it is registered rather than per call. */
interface RouteConstants {
  pathParams: readonly string[];
  requestBinding: string;
  responseBinding: string;
}

/**
 * Answers a download call's file as bytes (Endpoint.download); a name that is not a safe plain file
 * name is a server fault, never sent.
 */
function sendFile(reply: FastifyReply, data: unknown) {
  const file = v.parse(FileAnswerSchema, data);
  return reply
    .code(200)
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}

/**
 * Serves one encrypted call: opens the envelope with the initial token's key, checks web info (a
 * fresh request, received once), unit, caller and request against the contract, runs the handler
 * (a call that moves money once per sealed client key), seals the answer (errors too).
 * Failures before the key is known (no token, unknown or expired init) answer in plain JSON.
 */
async function serveEncrypted(
  { endpoint, handle }: EndpointHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  route: RouteConstants,
) {
  const token = readEnvelopeToken(endpoint, request);
  if (!token) {
    return sendError(reply, new ApiFailure('INVALID_REQUEST', [{ path: 'token', message: 'This field is required.' }]));
  }
  let parts;
  try {
    parts = parseRequestToken(token);
  } catch {
    return sendError(reply, new ApiFailure('ENVELOPE_INVALID'));
  }
  const key = await services.envelopeKeys.find(parts.initId);
  if (!key) return sendError(reply, new ApiFailure('ENVELOPE_EXPIRED'));
  let opened: unknown;
  try {
    opened = openJsonOnServer(key, parts.sealed, route.requestBinding);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    return sendError(reply, new ApiFailure('ENVELOPE_INVALID'));
  }

  // {"token": ...} written here: the sealed text is base64url and dots, nothing JSON escapes.
  const sealedReply = async (status: number, body: unknown) =>
    reply
      .code(status)
      .type(JSON_TYPE)
      .send(`{"token":"${sealJsonOnServer(key, body, route.responseBinding)}"}`);

  try {
    // Once, before any rule or handler: no control characters in any string or key, no deep nesting.
    const screened = envelopeIssues(opened);
    if (screened.length > 0) throw invalidRequest(screened);
    const envelope = v.safeParse(RequestEnvelopeSchema, opened);
    if (!envelope.success) throw invalidRequest(fieldIssues(envelope.issues));
    const { webInfo } = envelope.output;
    // A captured request cannot be replayed later (nor sealed ahead of time): sentAt is held to a window.
    if (Math.abs(webInfo.sentAt - services.now()) > REQUEST_FRESHNESS_MS) throw new ApiFailure('CLOCK_OUT_OF_SYNC');
    // Nor within the window: its nonce is recorded (for every replica) and a second use refused.
    const initHash = digestToken(parts.initId);
    if (!(await services.requestNonces.claim(parts.initId, webInfo.nonce, webInfo.sentAt, initHash))) {
      throw new ApiFailure('REQUEST_REPLAYED');
    }
    const payload = withPathParams(route.pathParams, request.params, envelope.output.payload);
    const unit = await services.units.find(webInfo.buId);
    if (!unit) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
    if (
      payload.aggregatorBuId !== undefined &&
      !route.pathParams.includes('aggregatorBuId') &&
      payload.aggregatorBuId !== webInfo.buId
    ) {
      throw invalidRequest([{ path: 'aggregatorBuId', message: 'does not match the business unit of the request' }]);
    }
    const session = await authenticate(endpoint, request, payload, webInfo.buId, services);
    const operator = await authenticateOperator(endpoint, request, payload, services);
    const input = v.safeParse(endpoint.request, payload);
    if (!input.success) throw invalidRequest(fieldIssues(input.issues));
    const call = {
      input: input.output,
      webInfo,
      unit,
      language: answerLanguage(unit, webInfo.language),
      session,
      operator,
      ip: request.ip,
      clientId: initHash.slice(0, 32),
      services,
      upload: uploadedFileOf(request),
    };
    if (endpoint.download) await consumeDownloadAllowance(call);
    if (!endpoint.idempotent) {
      const data = await handle(call);
      return endpoint.download ? sendFile(reply, data) : sealedReply(200, data);
    }
    const keySources = { sealed: envelope.output.idempotencyKey, header: request.headers['idempotency-key'] };
    const outcome = await runIdempotently(endpoint, keySources, call, handle);
    return outcome.kind === 'data' ? sealedReply(200, outcome.data) : sealedReply(outcome.status, outcome.body);
  } catch (error) {
    if (!(error instanceof ApiFailure)) request.log.error({ err: error, endpoint: endpoint.name }, 'call failed');
    // Sealed with the same body a plain failure has; an unknown error is GENERIC, never its details.
    const failure = error instanceof ApiFailure ? error : new ApiFailure('GENERIC');
    return sealedReply(failure.status, errorBody(failure));
  }
}

/**
 * Registers a handler under every version its endpoint answers, with its rate limit; its calls are
 * served with the scope's `services` (decorated by the services plugin).
 */
export function registerEndpoint(
  app: FastifyInstance,
  endpointHandler: EndpointHandler,
  rateLimits: RateLimitSettings,
): void {
  const { endpoint } = endpointHandler;
  const { services } = app;
  const route: RouteConstants = {
    pathParams: pathParamNames(endpoint.path),
    requestBinding: requestBinding(endpoint.name),
    responseBinding: responseBinding(endpoint.name),
  };
  for (const version of endpoint.versions) {
    app.route({
      method: endpoint.method,
      url: versionedPath(endpoint, version),
      config: endpoint.rateLimit
        ? { rateLimit: { ...rateLimits[endpoint.rateLimit], groupId: endpoint.rateLimit } }
        : {},
      handler: (request, reply) => serveEncrypted(endpointHandler, request, reply, services, route),
    });
  }
}

/** Registers a feature group's handlers (see registerEndpoint). */
export function registerEndpoints(
  app: FastifyInstance,
  endpointHandlers: readonly EndpointHandler[],
  rateLimits: RateLimitSettings,
): void {
  for (const endpointHandler of endpointHandlers) registerEndpoint(app, endpointHandler, rateLimits);
}
