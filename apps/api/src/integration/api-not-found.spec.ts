import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mountApi } from '../server';
import { TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

/**
 * The composed shop server serves the shell's files from / with a wildcard and answers any other
 * page path with the shell's index.html. Paths under the API's prefix belong to the API: an
 * unknown one is the API's JSON 404, never the shell's page.
 */
const NOT_FOUND = { error: { code: 40400, message: 'Not found' } };
let host: FastifyInstance;
let drop: () => Promise<void>;
let shellDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shop</title>');
  host = Fastify();
  // What apps/shop-server/src/shop-server.mjs registers for the shell, in the same order.
  await host.register(async (site) => {
    await site.register(fastifyStatic, { root: shellDir, prefix: '/', index: false, decorateReply: false });
    site.setNotFoundHandler((_request, reply) =>
      reply.type('text/html').send(fs.readFileSync(path.join(shellDir, 'index.html'))),
    );
  });
  await mountApi(host, {
    databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
    dataDir: 'memory://',
    passwordCost: TEST_PASSWORD_COST,
    seedDemo: true,
  });
  await host.ready();
});

afterAll(async () => {
  await host.close();
  await drop();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

describe('unknown paths under /api beside the shell', () => {
  it.each([
    ['GET', '/api/nothing'],
    ['GET', '/api/v8/nothing/deeper'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/v9/login'],
    ['DELETE', '/api/others'],
    ['GET', '/api/images/none.svg'],
    ['GET', '/api/dev/outbox?recipient=a@example.com'],
  ])('%s %s answers the JSON 404 of the API', async (method, url) => {
    const response = await host.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('still serves the API and the shell', async () => {
    expect((await host.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await host.inject({ url: '/api/images/products/mj-grocery-d.svg' })).statusCode).toBe(200);
    const page = await host.inject({ url: '/account/profile' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shop</title>');
    // A path that only starts like the prefix is a page of the shell.
    expect((await host.inject({ url: '/apiary' })).body).toContain('<title>shop</title>');
  });
});
