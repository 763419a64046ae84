import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSandboxServer } from './sandbox-server';

/**
 * The hosted page in Chromium on a 390 px phone: no WCAG 2.2 A/AA violation (axe-core), nothing wider
 * than the screen, and a card payment made with the keyboard alone, errors included.
 */
const SECRET = 'sandbox-a11y-secret-0123456789';
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let app: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  app = await createSandboxServer({ secret: SECRET });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPayment(merchantReference: string): Promise<string> {
  const response = await fetch(`${origin}/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      merchantReference,
      description: 'Marjan Market, order 7QK2M9',
      amount: 15_000,
      currency: 'AED',
      paymentMethod: 'C04',
      // The shop's return page is not running here: the test stops at the redirect.
      returnUrl: `${origin}/returned`,
      shape: 'UpstreamPay',
    }),
  });
  return ((await response.json()) as { redirectUrl: string }).redirectUrl;
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: { id: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
  }, WCAG_AA_TAGS);
}

it('is accessible on a phone and can be paid with the keyboard', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(await newPayment('pay_a11y_1'));
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Keyboard only: the fields in order, a wrong expiry, then the error next to it and the focus on it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cardholder');
    await page.keyboard.type('Layla Haddad');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01/20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#expiry-error');
    expect(await page.textContent('#expiry-error')).toBe("Your card's expiry date is in the past.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('expiry');
    expect(await violations(page)).toEqual([]);

    await page.fill('#expiry', '12/34');
    await page.focus('#cvc');
    await page.keyboard.type('123');
    const returned = page.waitForURL(`${origin}/returned?*`);
    await page.keyboard.press('Enter');
    await returned;
    expect(new URL(page.url()).searchParams.get('status')).toBe('SUCCESS');
  } finally {
    await page.close();
  }
}, 60_000);
