import type { FastifyInstance } from 'fastify';
import { createApiServer } from '../server';
import { TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

/** A load balancer's health check: 200 while the database answers, 503 once it does not. */
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  app = await createApiServer({
    databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
    dataDir: 'memory://',
    passwordCost: TEST_PASSWORD_COST,
  });
});
afterAll(async () => {
  await app?.close().catch(() => undefined);
  await drop?.();
});

it('answers 200, never cached, while the database answers', async () => {
  const response = await app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
  expect(response.headers['cache-control']).toBe('no-store');
});

it('answers 503 once the database is gone, so the proxy sends the next requests elsewhere', async () => {
  await app.shopApi.database.close();
  const response = await app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unavailable' });
});
