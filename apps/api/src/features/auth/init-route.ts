import * as v from 'valibot';
import { initToken, versionedPath } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../../http/api-failure';
import { sendError } from '../../plugins/errors';
import { fieldIssues } from '../../http/endpoint-routes';
import type { RateLimitSettings } from '../../http/rate-limits';
import type { Services } from '../services';

/** The initial-token call: plain JSON, since it is where the envelope key gets agreed. */
export function registerInitRoute(app: FastifyInstance, services: Services, rateLimits: RateLimitSettings): void {
  for (const version of initToken.versions) {
    app.get(
      versionedPath(initToken, version),
      { config: { rateLimit: { ...rateLimits.init, groupId: 'init' } } },
      async (request, reply) => {
        const parsed = v.safeParse(initToken.request, request.query);
        if (!parsed.success) {
          return sendError(reply, invalidRequest(fieldIssues(parsed.issues)));
        }
        try {
          const created = await services.envelopeKeys.create(parsed.output.clientKey);
          return { ...created, serverTime: services.now() };
        } catch {
          // Not a point on P-256: WebCrypto refuses to import it.
          return sendError(reply, invalidRequest([{ path: 'clientKey', message: 'Invalid client key' }]));
        }
      },
    );
  }
}
