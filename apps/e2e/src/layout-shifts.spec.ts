import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { firstViewImagesLoaded } from './support/images';
import { collectPageErrors, setUpJourney } from './support/browser';
import { layoutShiftsOf, recordLayoutShifts, type LayoutShift } from './support/layout-shifts';
import { E2E_OUTPUT_DIR, keepScreenshot, VIEWPORTS } from './support/screenshots';

// Eight first visits on a loaded machine, axe on each.
jest.setTimeout(180_000);

const journey = setUpJourney();

/** Issue 23: the "good" line of cumulative layout shift is 0.1; the shop promises half of it. */
const MOST_SHIFT = 0.05;

/** The pages a visitor lands on most: unit 97's home, unit 250's home (French) and a card detail. */
const PAGES = [
  { name: 'home-97', path: '/', ready: (page: Page) => page.getByTestId('product-MJ-GROCERY-D').locator('img') },
  { name: 'home-250', path: '/250/', ready: (page: Page) => page.getByTestId('product-MC-SHOP-D').locator('img') },
  {
    name: 'card-detail-97',
    path: '/buying-friend?itemCode=MJ-GROCERY-D',
    ready: (page: Page) => page.getByRole('radio').first(),
  },
  {
    name: 'home-97-ar',
    path: '/',
    language: 'ar',
    ready: (page: Page) => page.getByTestId('product-MJ-GROCERY-D').locator('img'),
  },
] as const;

/** The shifts measured and their sums, kept in the e2e output folder for the performance notes. */
const measured: Record<string, { sum: number; shifts: LayoutShift[] }> = {};
afterAll(() => {
  fs.mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(E2E_OUTPUT_DIR, 'layout-shifts.json'), `${JSON.stringify(measured, null, 2)}\n`);
});

describe('layout shifts while a page loads, as a first visitor sees it', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const visited of PAGES) {
      it(`${visited.name} at ${viewport} width: the shifts add up to ${MOST_SHIFT} at most`, async () => {
        // A new visitor: no session, no cookie answer (the cookie notice shows), nothing cached.
        const context = await journey.browser.newContext({ viewport: VIEWPORTS[viewport] });
        // A visitor who chose Arabic before: the shop keeps the choice in storage and tells the server in a cookie.
        if ('language' in visited) {
          await context.addInitScript(
            (language) => window.localStorage.setItem('shop:97:language', language),
            visited.language,
          );
          await context.addCookies([{ name: 'shop_lang_97', value: visited.language, url: journey.shop.url }]);
        }
        await recordLayoutShifts(context);
        const page = await context.newPage();
        const errors = collectPageErrors(page);

        await page.goto(`${journey.shop.url}${visited.path}`);
        await visited.ready(page).waitFor();
        await page.getByTestId('cookie-consent').waitFor();
        await page.waitForLoadState('networkidle');
        await firstViewImagesLoaded(page);

        const { sum, shifts } = await layoutShiftsOf(page);
        measured[`${visited.name} ${viewport}`] = { sum, shifts };
        await keepScreenshot(page, `layout-shifts-${visited.name}-${viewport}`);
        // What the visitor sees without scrolling: the cookie notice over the page, nothing moved.
        await page.screenshot({
          path: path.join(E2E_OUTPUT_DIR, 'screenshots', `layout-shifts-${visited.name}-${viewport}-first-view.png`),
        });
        expect({ page: visited.name, viewport, sum, shifts: sum > MOST_SHIFT ? shifts : [] }).toEqual({
          page: visited.name,
          viewport,
          sum: expect.any(Number),
          shifts: [],
        });
        expect(sum).toBeLessThanOrEqual(MOST_SHIFT);
        if (visited.name.startsWith('home-97')) {
          // The first banner, the first screen's largest image: preloaded by the shell, fetched first, never lazy.
          const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
          expect(await preloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
            '/api/images/banners/97-desk-1.svg',
            '/api/images/banners/97-mobile-1.svg',
          ]);
          const firstBanner = page.locator('main picture img').first();
          expect(await firstBanner.getAttribute('fetchpriority')).toBe('high');
          expect(await firstBanner.getAttribute('loading')).toBe('eager');
        }
        await expectAccessible(page, `${visited.name} ${viewport}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('the cookie notice over the page', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width it hides no element focused from the keyboard (WCAG 2.2 2.4.11)`, async () => {
      const context = await journey.browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      await page.goto(`${journey.shop.url}/`);
      await page.getByTestId('product-MJ-GROCERY-D').waitFor();
      const notice = page.getByTestId('cookie-consent');
      await notice.waitFor();
      const hidden: string[] = [];
      // Past the notice's own controls, the header, the banners, the search and the categories, into the cards.
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          const panel = document.querySelector('[data-testid="cookie-consent"]');
          if (!element || !panel || panel.contains(element)) return null;
          const box = element.getBoundingClientRect();
          const covered = box.top >= panel.getBoundingClientRect().top;
          return covered ? (element.textContent || element.tagName).trim() : null;
        });
        if (focused) hidden.push(focused);
      }
      expect(hidden).toEqual([]);
      await context.close();
    });
  }
});
