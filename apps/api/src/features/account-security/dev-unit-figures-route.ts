import type { FastifyInstance } from 'fastify';
import { BuIdSchema } from '@shop/contracts';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { fromLoopback } from '../../messaging/dev-outbox-route';
import { sendError } from '../../plugins/errors';
import type { Services } from '../services';
import { unitFigures } from './unit-figures';

/**
 * A unit's order figures for development and the browser journeys (a deleted account's orders still count):
 * registered with the dev mailbox only, answered to loopback clients only, like it.
 */
export function registerDevUnitFiguresRoute(app: FastifyInstance, services: Services): void {
  app.get('/dev/unit-figures', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const buId = v.safeParse(BuIdSchema, (request.query as Record<string, unknown>).buId);
    if (!buId.success) {
      const message = 'Invalid request: buId: This field is required.';
      return sendError(reply, new ApiFailure('INVALID_REQUEST', undefined, { message }));
    }
    return unitFigures(services.db, buId.output);
  });
}
