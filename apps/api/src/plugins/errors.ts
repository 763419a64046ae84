import { API_ERRORS, type ApiError } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure } from '../http/api-failure';

/** The wire's error body: every failed call, plain or sealed, answers exactly this shape. */
export interface ErrorBody {
  error: ApiError;
}

/** The body of a failure; sealed calls seal this same body. */
export function errorBody(failure: ApiFailure): ErrorBody {
  return { error: failure.error };
}

/** Answers a plain (unsealed) failure: its status and its body. */
export function sendError(reply: FastifyReply, failure: ApiFailure): FastifyReply {
  return reply.code(failure.status).send(errorBody(failure));
}

/** What fastify and its plugins throw: a status, and a message the caller may read. */
interface ThrownError {
  statusCode?: number;
  /** Set by the rate limiter's error builder (server.ts). */
  rateLimited?: boolean;
  /** Seconds left in the limit's window (the rate limiter's error builder). */
  retryAfter?: number;
  message?: string;
}

/** A rate limit reached: the catalogue's error, its message and retryAfter telling when to retry. */
export function rateLimitFailure(message: string, retryAfter?: number): ApiFailure {
  const failure = new ApiFailure('RATE_LIMITED', undefined, { message });
  if (retryAfter !== undefined) failure.error.retryAfter = retryAfter;
  return failure;
}

/**
 * Any thrown error as the caller's failure: an ApiFailure as it is, a rate limit, a request the
 * framework refused (4xx: its status, the invalid-request code, fastify's message), else GENERIC
 * (the details stay in the log, never on the wire).
 */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const thrown = (error ?? {}) as ThrownError;
  if (thrown.rateLimited) {
    return rateLimitFailure(thrown.message ?? API_ERRORS.RATE_LIMITED.message, thrown.retryAfter);
  }
  const status = thrown.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiFailure('INVALID_REQUEST', undefined, { status, message: thrown.message });
  }
  return new ApiFailure('GENERIC');
}

async function errors(api: FastifyInstance): Promise<void> {
  api.setErrorHandler((error, request: FastifyRequest, reply) => {
    const failure = failureOf(error);
    if (failure.status >= 500) request.log.error(error);
    return sendError(reply, failure);
  });
  api.setNotFoundHandler((_request, reply) => sendError(reply, new ApiFailure('NOT_FOUND')));
}

/**
 * The API's error and not-found handlers. Wrapped with fastify-plugin so they apply to the scope
 * that registers it (the API's prefix), not to a child scope of their own.
 */
export const errorsPlugin = fp(errors, { name: 'shop-api-errors', fastify: '5.x' });
