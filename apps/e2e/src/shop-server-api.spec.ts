import crypto from 'node:crypto';
import { BusinessUnitDirectorySchema, BusinessUnitSchema, DEFAULT_BU_ID } from '@shop/contracts';
import * as v from 'valibot';
import { startShop, type RunningShop } from './support/shop-server';

/**
 * The composed shop server (apps/shop-server) answers page paths with the shell; paths under /api are
 * the API's, and an unknown one must be its JSON 404, not the shell's page with 200.
 */
let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
}, 150_000);
afterAll(() => shop?.stop());

const NOT_FOUND = { error: { code: 40400, message: 'Not found' } };

describe('the shop server under /api', () => {
  it.each([
    ['GET', '/api/nothing'],
    ['GET', '/api/v8/nothing/deeper'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/v9/login'],
    ['GET', '/api/images/nothing.svg'],
  ])('%s %s answers the JSON 404 of the API', async (method, path) => {
    const response = await fetch(`${shop.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(NOT_FOUND);
  });

  it('still answers page paths with the shell and known API paths with the API', async () => {
    const page = await fetch(`${shop.url}/250/account/profile`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const openapi = await fetch(`${shop.url}/api/openapi.json`);
    expect(openapi.status).toBe(200);
  });

  it('never lets another site frame a page or an API answer, saying so alike in both headers', async () => {
    for (const path of ['/', '/250/account/profile', '/api/openapi.json', '/api/nothing']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.headers.get('content-security-policy')).toMatch(/(^|;)\s*frame-ancestors 'none'(;|$)/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("runs the page's own inline script by its hash, and no other inline script", async () => {
    for (const path of ['/', '/250/', '/250/account/profile']) {
      const response = await fetch(`${shop.url}${path}`);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
      // The early-clicks keeper (decision 0071) and the start after the first paint (0073), in one.
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain('__shopEarlyClicks');
      expect(scripts[0]).toContain('data-shop-main');
      const hash = crypto.createHash('sha256').update(scripts[0]).digest('base64');
      const scriptSrc = response.headers.get('content-security-policy')?.match(/(?:^|;)\s*script-src ([^;]*)/)?.[1];
      expect(scriptSrc?.split(' ')).toEqual(expect.arrayContaining(["'self'", `'sha256-${hash}'`]));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
  });

  it.each([
    ['/about', DEFAULT_BU_ID],
    ['/250/account/profile', '250'],
    ['/999/about', DEFAULT_BU_ID],
  ])('delivers %s with the unit list and the unit it selects (%s), as the API answers them', async (path, buId) => {
    const html = await (await fetch(`${shop.url}${path}`)).text();
    const json = html.match(/<script type="application\/json" id="shop-startup-data">(.*?)<\/script>/)?.[1];
    const delivered = JSON.parse(json ?? 'null');
    // Valid by the contracts the page checks it with, for the unit the path selects.
    expect(v.parse(BusinessUnitSchema, delivered.unit).buId).toBe(buId);
    const units = v.parse(BusinessUnitDirectorySchema, delivered.units).map((unit) => unit.buId);
    expect(units).toEqual(expect.arrayContaining([DEFAULT_BU_ID, '250']));
  });

  it('serves the dev mailbox the journeys read, to this machine only', async () => {
    const response = await fetch(
      `${shop.url}/api/dev/outbox?recipient=${encodeURIComponent('layla.haddad@example.com')}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ messages: [] });
  });
});
