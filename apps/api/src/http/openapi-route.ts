import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi';

/** GET {prefix}/openapi.json: the document generated from the contracts, built once. */
export function registerOpenApiRoute(app: FastifyInstance, prefix: string): void {
  let document: Record<string, unknown> | null = null;
  app.get('/openapi.json', async () => {
    document ??= buildOpenApiDocument(prefix);
    return document;
  });
}
