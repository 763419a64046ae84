import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitSettings } from '../http/rate-limits';

/** What every feature group's plugin takes; a group adds what else it needs. */
export interface FeatureOptions {
  /** Per-client limits of the group's endpoints (by their `rateLimit` group). */
  rateLimits: RateLimitSettings;
}

/**
 * A feature group as a fastify plugin: encapsulated (its routes, hooks and decorators stay inside
 * it), named `shop-api-<group>`, and checked at registration to sit below the services, security
 * and errors plugins, whose decorators, rate limiter and error handlers it uses.
 */
export function featurePlugin<Options extends FeatureOptions>(
  group: string,
  plugin: (api: FastifyInstance, options: Options) => Promise<void>,
) {
  return fp<Options>(plugin, {
    name: `shop-api-${group}`,
    fastify: '5.x',
    encapsulate: true,
    decorators: { fastify: ['services'] },
    dependencies: ['shop-api-services', 'shop-api-security', 'shop-api-errors'],
  });
}
