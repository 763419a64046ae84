import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { API_HELMET_OPTIONS, SHOP_PAGE_HELMET_OPTIONS } from './security-headers';
import { staticSecurityHeaders } from './static-security-headers';

/** What @fastify/helmet itself sends on an answer, for the options. */
async function helmetHeaders(options: typeof API_HELMET_OPTIONS): Promise<Record<string, unknown>> {
  const app = Fastify();
  await app.register(fastifyHelmet, options);
  app.get('/', async () => ({ ok: true }));
  const answer = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return answer.headers;
}

describe('security headers worked out once', () => {
  it.each([
    ['the API', API_HELMET_OPTIONS],
    ["the shop's pages", SHOP_PAGE_HELMET_OPTIONS],
  ])("are the headers @fastify/helmet sends for %s's options", async (_name, options) => {
    const once = await staticSecurityHeaders(options);
    const sent = await helmetHeaders(options);
    expect(Object.keys(once).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(once)) expect([name, sent[name]]).toEqual([name, value]);
    // Nothing helmet sends is left out (the plain answer's own headers aside).
    const own = ['content-type', 'content-length', 'date', 'connection'];
    expect(Object.keys(sent).filter((name) => !own.includes(name) && !(name in once))).toEqual([]);
  });

  it('keeps the API never framed', async () => {
    const once = await staticSecurityHeaders(API_HELMET_OPTIONS);
    expect(once['x-frame-options']).toBe('DENY');
    expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses options whose headers differ per answer (CSP nonces)', async () => {
    await expect(staticSecurityHeaders({ ...API_HELMET_OPTIONS, enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});
