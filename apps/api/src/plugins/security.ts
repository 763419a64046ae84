import rateLimit from '@fastify/rate-limit';
import { API_ERRORS } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRateLimitStore, retryText, secondsLeft } from '../http/rate-limits';
import { API_HELMET_OPTIONS } from '../security/security-headers';
import { staticSecurityHeaders } from '../security/static-security-headers';

async function security(api: FastifyInstance): Promise<void> {
  const { counters, now } = api.services;
  // Helmet's headers for the API's options, worked out once: the same on every answer.
  const headers = await staticSecurityHeaders(API_HELMET_OPTIONS);
  api.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await api.register(rateLimit, {
    // Only routes that name a limit in their config (an endpoint's rateLimit group) are limited.
    global: false,
    // Counters in the database: every replica sees the same ones.
    store: databaseRateLimitStore(counters, now),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      rateLimited: true,
      message: `${API_ERRORS.RATE_LIMITED.message} ${retryText(context.ttl)}`,
      retryAfter: secondsLeft(context.ttl),
    }),
  });
}

/**
 * Security headers (helmet's, worked out once; never framed, security/security-headers.ts) on every answer
 * and per-client rate limits (@fastify/rate-limit, counted in the database) for the routes registered after it. Shared
 * with fastify-plugin so both hold for the scope that registers it, the API's prefix, and never for a
 * host server's own routes.
 */
export const securityPlugin = fp(security, {
  name: 'shop-api-security',
  fastify: '5.x',
  decorators: { fastify: ['services'] },
  dependencies: ['shop-api-services'],
});
