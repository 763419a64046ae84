import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createApiClient, type ApiClient } from '@shop/api-client';
import { CAPTCHA_TEST_TOKEN_PATH, CaptchaTestTokenSchema, getBuParameter, login, salesmanLogin } from '@shop/contracts';
import * as v from 'valibot';
import { watchBrowser } from './page-evidence';
import { DEFAULT_MANIFEST, newStoredShopData, startShop, type RunningShop, type StoredShopData } from './shop-server';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), installed by .ci/run with apt: the same
 * engine as Debian's chromium without the full browser around it. On a busy 2-core machine it started in 0.6 s
 * instead of 2.8 s and opened a context in 0.9 s instead of 2.5 s. Without it, Debian's chromium. Playwright
 * never downloads a browser here.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  watchBrowser(browser);
  return browser;
}

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'GiftShop-Demo1';

export type CustomerKind = 'C' | 'B' | 'S';

const DEMO_CUSTOMERS: Record<CustomerKind, { custId: string; custName: string }> = {
  C: { custId: '1001', custName: 'Layla Haddad' },
  B: { custId: '2001', custName: 'Atelier Lumière SARL' },
  S: { custId: '3001', custName: 'Marc Dubois' },
};

/**
 * A browser context with a stored session of one unit (namespaced as the session store keeps it),
 * for journeys about the shell's guards and frame. Its token is unknown to the API, so its first
 * heartbeat, 30 s in, would end it; journeys about the session itself use signInThroughApi.
 */
export async function signedInContext(browser: Browser, buId: string, kind: CustomerKind): Promise<BrowserContext> {
  return contextWithSession(browser, buId, {
    accessToken: 'e2e-token',
    refreshToken: 'e2e-refresh',
    ...DEMO_CUSTOMERS[kind],
    custType: kind,
    paymentType: '',
    companyType: 0,
    isAdminSalesman: false,
    idCardNo: '',
  });
}

/** Collects page errors so a journey can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Until a page the server rendered is alive: it is on screen from its HTML, and the shell starts after its first
 * paint (decision 0073), so what its scripts do (a cleaned address, the texts they load) comes later.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('shop-hydrated').length > 0);
}

export async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

export interface Journey {
  browser: Browser;
  shop: RunningShop;
  /** Where the shop keeps its data, when it was set up to keep it (`setUpJourney({ keepData: true })`). */
  stored?: StoredShopData;
  /** Stops the shop and runs `between` on its stored data (a reviewer's tool), then starts it again. */
  restartShop(between: () => Promise<void>): Promise<void>;
}

/**
 * Starts Chromium and a composed shop for the journeys of one file, and stops both after them. With
 * keepData the shop's database and uploads are in a folder that outlives a restart (its url changes).
 */
export function setUpJourney(options: { keepData?: boolean } = {}): Journey {
  const stored = options.keepData ? newStoredShopData() : undefined;
  const journey = {
    stored,
    async restartShop(between: () => Promise<void>) {
      await journey.shop.stop();
      await between();
      journey.shop = await startShop(DEFAULT_MANIFEST, stored);
    },
  } as Journey;
  beforeAll(async () => {
    // Each is kept as soon as it runs, so that afterAll closes it even when the other failed to start
    // (a browser left open keeps jest from exiting).
    const [browser, shop] = await Promise.allSettled([launchChromium(), startShop(DEFAULT_MANIFEST, stored)]);
    if (browser.status === 'fulfilled') journey.browser = browser.value;
    if (shop.status === 'fulfilled') journey.shop = shop.value;
    for (const started of [browser, shop]) if (started.status === 'rejected') throw started.reason;
    // Up to the shop server's own start-up limit (support/shop-server.ts) and Chromium's, on a busy machine.
  }, 150_000);
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

/** A token of the unit's captcha from the shop's test provider, as the page's widget gets it in test mode. */
export async function testCaptchaToken(shopUrl: string, api: ApiClient, buId: string): Promise<string | undefined> {
  const unit = await api.call(getBuParameter, { buId });
  if (!unit.ok) throw new Error(`Unit ${buId} failed to load: ${unit.error.message}`);
  if (!unit.data.captcha) return undefined;
  const response = await fetch(
    `${shopUrl}/api${CAPTCHA_TEST_TOKEN_PATH}?${new URLSearchParams({ siteKey: unit.data.captcha.siteKey })}`,
  );
  if (!response.ok) throw new Error(`No test captcha token for unit ${buId}: ${response.status}`);
  return v.parse(CaptchaTestTokenSchema, await response.json()).token;
}

/** Signs a demo customer in through the shop's own API client and answers the session it got. */
export async function signInThroughApi(
  shopUrl: string,
  buId: string,
  account: string,
  password = DEMO_PASSWORD,
  // The salesman login (salesmanLogin) for a salesman; the normal one refuses salesmen.
  endpoint: typeof login | typeof salesmanLogin = login,
) {
  const api = createApiClient({ baseUrl: `${shopUrl}/api`, buId: () => buId, language: () => 'en' });
  const captchaToken = await testCaptchaToken(shopUrl, api, buId);
  const result = await api.call(endpoint, { account, password, loginType: 'NL', captchaToken });
  if (!result.ok) throw new Error(`Signing ${account} in failed: ${result.error.message}`);
  return { session: result.data, api };
}

/** A browser context whose storage holds a real session of the unit, as the login page keeps it. */
export async function contextWithSession(browser: Browser, buId: string, session: object): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `shop:${buId}:session`,
    JSON.stringify(session),
  ] as const);
  return context;
}
