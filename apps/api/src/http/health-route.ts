import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * GET {prefix}/health: whether this replica can serve, for a load balancer's health checks (docs/deploy.md).
 * 200 once the database answers; 503 while it does not (a restarting PostgreSQL), so the proxy sends the
 * next requests elsewhere. Never cached, and it says nothing about the data.
 */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await app.database.db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn(error, 'Health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
