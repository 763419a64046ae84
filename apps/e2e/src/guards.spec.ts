import type { Page } from 'playwright-core';
import {
  contextWithSession,
  eventually,
  pathOf,
  setUpJourney,
  signedInContext,
  signInThroughApi,
  type CustomerKind,
} from './support/browser';
import { salesmanLogin } from '@shop/contracts';
import { BUSINESS_ACCOUNTS, signInAsBusiness, unit250Page } from './support/business';
import { SALESMEN } from './support/salesman';

const journey = setUpJourney();

/** Every path a page's main frame has shown, in order (history navigations included). */
const pathsShown = new WeakMap<Page, string[]>();

/**
 * Opens a path as a guest or as a signed-in customer of the unit and waits for the page to settle.
 * A signed-in visit carries a made-up token: the guards decide from the stored session alone, and the
 * first API call of the page it lands on (the home page's catalogue) signs such a session out, so where a
 * guard sends it is read from the paths the page showed (`reached`), not from where it ends.
 */
async function visit(path: string, as?: { buId: string; kind: CustomerKind }): Promise<Page> {
  const context = as ? await signedInContext(journey.browser, as.buId, as.kind) : await journey.browser.newContext();
  const page = await context.newPage();
  const shown: string[] = [];
  pathsShown.set(page, shown);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  await page.goto(`${journey.shop.url}${path}`);
  await page.locator('main h1, [role="alert"] h1').first().waitFor();
  return page;
}

/** Whether the page has shown `path` since it opened (a guard's redirect, whatever came after it). */
async function reached(page: Page, path: string): Promise<boolean> {
  return (pathsShown.get(page) ?? []).includes(path);
}

async function headingOf(page: Page) {
  return (await page.locator('h1').first().textContent())?.trim();
}

async function done(page: Page) {
  await page.context().close();
}

describe('route guards', () => {
  it('/account needs a signed-in customer, else /auth/login, keeping the unit', async () => {
    let page = await visit('/account');
    await eventually(() => pathOf(page), '/auth/login');
    await eventually(() => headingOf(page), 'Log in or create an account');
    await done(page);

    page = await visit('/97/account/wallet');
    await eventually(() => pathOf(page), '/97/auth/login');
    await done(page);

    // A real session: the wallet tab asks the API for the wallet, and a made-up token would be signed out.
    const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    page = await (await contextWithSession(journey.browser, '97', session)).newPage();
    await page.goto(`${journey.shop.url}/account/wallet`);
    await page.getByTestId('wallet-balance').waitFor();
    expect(await pathOf(page)).toBe('/account/wallet');
    expect(await page.getByTestId('account-tab-wallet').getAttribute('aria-current')).toBe('page');
    await done(page);
  });

  it('a session belongs to its unit: signed in on 97 is a guest on 250', async () => {
    const page = await visit('/250/account', { buId: '97', kind: 'C' });
    await eventually(() => pathOf(page), '/250/auth/login');
    await done(page);
  });

  it('/b2b and its pages are for business users; others go home, a guest of /b2b to the business login', async () => {
    let guest = await visit('/250/b2b');
    await eventually(() => pathOf(guest), '/250/auth/b2b/login');
    await done(guest);
    guest = await visit('/250/b2b/buying');
    await eventually(() => reached(guest, '/250'), true);
    await done(guest);
    for (const as of [
      { buId: '250', kind: 'C' as const },
      { buId: '250', kind: 'S' as const },
    ]) {
      const page = await visit('/250/b2b', as);
      await eventually(() => reached(page, '/250'), true);
      await done(page);
    }
    // A real business session: the checkout asks the API for the profile, which signs a made-up token out.
    let page = await unit250Page(journey.browser, null);
    await signInAsBusiness(page, journey.shop.url, BUSINESS_ACCOUNTS.registered, 'fr'); // unit 250 speaks French first
    await page.goto(`${journey.shop.url}/250/b2b/buying/checkout`);
    await eventually(() => headingOf(page), 'Paiement entreprise');
    expect(await pathOf(page)).toBe('/250/b2b/buying/checkout');
    await done(page);

    page = await visit('/250/b2b/buying-self', { buId: '250', kind: 'C' });
    await eventually(() => reached(page, '/250'), true);
    await done(page);
  });

  it('on screens under 992 px the business and salesman areas are locked as desktop only', async () => {
    // A real business session (the landing asks the API for the profile, which signs a made-up token out).
    const page = await unit250Page(journey.browser, null);
    await signInAsBusiness(page, journey.shop.url, BUSINESS_ACCOUNTS.registered, 'fr');
    await page.setViewportSize({ width: 800, height: 900 });
    const lock = page.getByTestId('desktop-only');
    await lock.waitFor();
    expect(await lock.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await eventually(() => lock.isVisible(), false);
    await page.goto(`${journey.shop.url}/250/about`);
    expect(await page.getByTestId('desktop-only').count()).toBe(0);
    await page.context().close();
  });

  it('/b2b is closed where the unit has B2B switched off', async () => {
    const page = await visit('/b2b', { buId: '97', kind: 'B' });
    await eventually(() => reached(page, '/'), true);
    await done(page);
  });

  it('/salesman and its pages are for salesmen; others go home', async () => {
    let page = await visit('/250/salesman/buying', { buId: '250', kind: 'B' });
    await eventually(() => reached(page, '/250'), true);
    await done(page);
    // A real salesman session: the salesman's pages ask the API, which signs a made-up token out.
    const { session } = await signInThroughApi(journey.shop.url, '250', SALESMEN.julien, undefined, salesmanLogin);
    const context = await contextWithSession(journey.browser, '250', session);
    page = await context.newPage();
    await page.goto(`${journey.shop.url}/250/salesman/buying`);
    // No customer chosen yet: the buying page sends him to his customers first.
    await eventually(() => headingOf(page), "Choisissez d'abord un client.");
    expect(await pathOf(page)).toBe('/250/salesman/buying');
    await done(page);
  });

  it('/query exists only where the brand enables it', async () => {
    let page = await visit('/query');
    await eventually(() => headingOf(page), 'Check your card balance');
    await done(page);
    page = await visit('/150/query');
    await eventually(() => headingOf(page), 'Page not found');
    expect(await page.getByRole('link', { name: 'Query Card' }).count()).toBe(0);
    await done(page);
  });

  it('/faq exists only without an external FAQ link', async () => {
    let page = await visit('/faq');
    await eventually(() => headingOf(page), 'Frequently asked questions');
    await done(page);
    page = await visit('/150/faq');
    await eventually(() => headingOf(page), 'Page not found');
    expect(await page.locator('header').getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe(
      'https://help.eurogift.test/faq',
    );
    await done(page);
  });

  it('/b2c is for individuals (and guests, who count as B2C); business users go home', async () => {
    let page = await visit('/b2c');
    await eventually(() => headingOf(page), 'For individual customers');
    await done(page);
    page = await visit('/250/b2c', { buId: '250', kind: 'B' });
    await eventually(() => reached(page, '/250'), true);
    await done(page);
  });

  it('anything else is the not-found page', async () => {
    for (const path of ['/no-such-page', '/999/about']) {
      const page = await visit(path);
      await eventually(() => headingOf(page), 'Page not found');
      await done(page);
    }
    const page = await visit('/250/account-settings');
    await eventually(() => headingOf(page), 'Page introuvable');
    await done(page);
  });
});

describe('the business unit in the first path segment', () => {
  it('selects the brand and its languages, and is kept by every link', async () => {
    const page = await visit('/250/about');
    await eventually(() => headingOf(page), 'À propos de Maison Cadeaux');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByRole('link', { name: 'Conditions générales de vente' }).click();
    await eventually(() => pathOf(page), '/250/general-conditions');
    await page.locator('header').getByRole('link', { name: 'Maison Cadeaux' }).click();
    await eventually(() => pathOf(page), '/250');
    await page.locator('[data-remote="consumer"]').waitFor();
    await done(page);
  });

  it('serves the default unit 97 without a prefix', async () => {
    const page = await visit('/about');
    await eventually(() => headingOf(page), 'About Marjan Market');
    // The unit's support contacts are links: a phone number to call and an address to write to.
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: '+971 800 73232' }).getAttribute('href')).toBe('tel:+97180073232');
    expect(await main.getByRole('link', { name: 'care@marjan-market.test' }).getAttribute('href')).toBe(
      'mailto:care@marjan-market.test',
    );
    await done(page);
  });
});
