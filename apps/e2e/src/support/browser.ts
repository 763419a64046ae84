import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startShop, type RunningShop } from './shop-server';

/** Debian's Chromium, installed by .ci/run with apt; playwright never downloads a browser here. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export type CustomerKind = 'C' | 'B' | 'S';

const DEMO_CUSTOMERS: Record<CustomerKind, { custId: string; custName: string }> = {
  C: { custId: '1001', custName: 'Layla Haddad' },
  B: { custId: '2001', custName: 'Atelier Lumière SARL' },
  S: { custId: '3001', custName: 'Marc Dubois' },
};

/**
 * A browser context already signed in as a customer of one unit, the way the session store keeps
 * it (namespaced per unit). Login itself is the API's business; these journeys test the shell.
 */
export async function signedInContext(browser: Browser, buId: string, kind: CustomerKind): Promise<BrowserContext> {
  const context = await browser.newContext();
  const session = {
    accessToken: 'e2e-token',
    refreshToken: 'e2e-refresh',
    ...DEMO_CUSTOMERS[kind],
    custType: kind,
    paymentType: '',
    companyType: 0,
    isAdminSalesman: false,
    idCardNo: '',
  };
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [`shop:${buId}:session`, JSON.stringify(session)] as const,
  );
  return context;
}

/** Collects page errors so a journey can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

export interface Journey {
  browser: Browser;
  shop: RunningShop;
}

/** Starts Chromium and a composed shop for the journeys of one file, and stops both after them. */
export function setUpJourney(): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.browser, journey.shop] = await Promise.all([launchChromium(), startShop()]);
  });
  afterAll(async () => {
    await Promise.all([journey.browser?.close(), journey.shop?.stop()]);
  });
  return journey;
}

/**
 * Reads page state until it equals what is expected, then asserts it. The page answers a click,
 * a resize or a redirect a moment later, so a single read right after the action races it.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toEqual(expected);
}
