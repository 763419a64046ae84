import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHOP_PAGE_HELMET_OPTIONS } from '../index';
import { mountApi } from '../server';
import { TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

/**
 * Who may frame what the shop serves, as the composed shop server (apps/shop-server/src/shop-server.mjs) serves
 * it: the shell's page with the page headers the API's build gives it, the remotes' files, and the API
 * beside them. Every answer says "nowhere" in both headers: frame-ancestors 'none' and X-Frame-Options
 * DENY (a page said DENY in its policy and SAMEORIGIN in the older header).
 */
let host: FastifyInstance;
let drop: () => Promise<void>;
let distDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const shellDir = path.join(distDir, 'shell');
  fs.mkdirSync(path.join(distDir, 'consumer'), { recursive: true });
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shop</title>');
  fs.writeFileSync(path.join(distDir, 'consumer', 'remoteEntry.js'), 'var consumer;');
  host = Fastify();
  // What apps/shop-server/src/shop-server.mjs registers for the site, in the same order, with the same headers.
  await host.register(async (site) => {
    await site.register(fastifyHelmet, SHOP_PAGE_HELMET_OPTIONS);
    const statics = { decorateReply: false, index: false } as const;
    await site.register(fastifyStatic, {
      ...statics,
      root: path.join(distDir, 'consumer'),
      prefix: '/remotes/consumer/',
    });
    const page = () => fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    site.get('/', (_request, reply) => reply.type('text/html').send(page()));
    await site.register(fastifyStatic, { ...statics, root: shellDir, prefix: '/' });
    site.setNotFoundHandler((_request, reply) => reply.type('text/html').send(page()));
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
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The two frame headers of an answer: the policy's frame-ancestors sources and X-Frame-Options. */
function frameHeaders(headers: Record<string, unknown>) {
  const policy = String(headers['content-security-policy'] ?? '');
  return {
    frameAncestors: /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(policy)?.[1].trim() ?? null,
    xFrameOptions: headers['x-frame-options'] ?? null,
  };
}

const NEVER_FRAMED = { frameAncestors: "'none'", xFrameOptions: 'DENY' };

describe('frame headers of the composed shop', () => {
  it.each([
    ['the home page', 'GET', '/'],
    ["a unit's page path", 'GET', '/250/account/profile'],
    ['a page path the shell routes', 'GET', '/order/ABCDEFGHJK0123456789'],
    ["a remote's file", 'GET', '/remotes/consumer/remoteEntry.js'],
    ['an API document', 'GET', '/api/openapi.json'],
    ['an API call', 'GET', '/api/others/init'],
    ['a catalogue image', 'GET', '/api/images/products/mj-grocery-d.svg'],
    ["the API's 404", 'POST', '/api/v9/nothing'],
  ])('never lets another site frame %s, in both headers', async (_what, method, url) => {
    const response = await host.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(frameHeaders(response.headers)).toEqual(NEVER_FRAMED);
  });

  it('serves the page with its own policy and the API with its own, both never framed', async () => {
    const page = await host.inject({ url: '/250/account/profile' });
    expect(page.body).toContain('<title>shop</title>');
    // The page's policy names the captcha providers; the API's, for data, lets nothing load or run.
    expect(page.headers['content-security-policy']).toContain('https://challenges.cloudflare.com');
    const api = await host.inject({ url: '/api/openapi.json' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
