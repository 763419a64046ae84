import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { cartStorageKey, createCartItemData, encodeStoredValue } from '@shop/cart-engine';
import { expectAccessible } from './support/axe';
import { firstViewImagesLoaded } from './support/images';
import { collectPageErrors, setUpJourney } from './support/browser';
import { E2E_OUTPUT_DIR } from './support/screenshots';

// Nine looks, three pages each, axe on every one: a loaded machine needs more than the default minute.
jest.setTimeout(240_000);

const journey = setUpJourney();

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
] as const;

/** French on unit 250, English and Arabic on unit 97: the longest labels and the right-to-left page. */
const LOOKS = [
  { buId: '250', prefix: '/250', language: 'fr', itemCode: 'MC-SHOP-D', productName: 'Carte Shopping Maison' },
  { buId: '97', prefix: '', language: 'en', itemCode: 'MJ-GROCERY-D', productName: 'Marjan Grocery eGift' },
  { buId: '97', prefix: '', language: 'ar', itemCode: 'MJ-GROCERY-D', productName: 'Marjan Grocery eGift' },
] as const;

type Look = (typeof LOOKS)[number];

/** Screen heights the chat button is also checked at, for each width: from a small phone to a tablet upright. */
const SCREEN_HEIGHTS = [640, 700, 768, 800, 844, 900, 1024, 1180, 1366];

/** What the visitor sees first (no scrolling): the chat button's place is judged on it. */
async function keepFirstView(page: Page, name: string) {
  const folder = path.join(E2E_OUTPUT_DIR, 'screenshots');
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

async function visitor(look: Look, viewport: (typeof WIDTHS)[number]) {
  const context = await journey.browser.newContext({ viewport });
  await context.addInitScript(
    ([buId, language, cartKey, cart]) => {
      const answered = JSON.stringify({
        essential: true,
        choices: { advertising: false, analytics: false, customization: false },
        answeredAt: '2026-11-01T10:00:00.000Z',
      });
      window.localStorage.setItem(`shop:${buId}:cookieConsent`, answered);
      window.localStorage.setItem(`shop:${buId}:language`, language);
      window.localStorage.setItem(cartKey, cart);
    },
    [
      look.buId,
      look.language,
      cartStorageKey(look.buId),
      encodeStoredValue({
        cartItems: [
          {
            id: 'layout-line',
            data: createCartItemData({
              itemCode: look.itemCode,
              productName: look.productName,
              amount: 5_000,
              qty: 1,
              receiverName: 'Omar Saleh',
              receiverEmail: 'omar@example.test',
              deliverType: 'Email',
              draftPath: '/buying-friend',
            }),
          },
        ],
        salesmanCustomerContractType: null,
      }),
    ] as const,
  );
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The header's parts (and the menu's items, when shown) sit on one row: their tops differ by a few pixels at most. */
async function headerRows(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const spread = (elements: Element[]) => {
      const middles = elements.filter(visible).map((e) => {
        const box = e.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      return middles.length ? Math.round(Math.max(...middles) - Math.min(...middles)) : 0;
    };
    const header = document.querySelector('header');
    const items = [...document.querySelectorAll('#main-navigation li')];
    return {
      headerParts: spread(header ? [...header.children] : []),
      menuItems: spread(items),
      menuLines: items.filter(visible).length ? 1 + Math.round(spread(items) / 20) : 0,
    };
  });
}

/** The contact line's phone number and email address: how many line boxes each is drawn on. */
async function contactLines(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="top-bar-contacts"] > *')]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => ({ text: element.textContent ?? '', lines: element.getClientRects().length })),
  );
}

/** Links, buttons and fields on the first view that the floating chat button covers, even in part. */
async function coveredByChat(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('[data-testid="support-chat"]');
    if (!chat) return [];
    const c = chat.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
      .filter((element) => element !== chat && !chat.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top >= window.innerHeight) return false;
        return box.left < c.right && box.right > c.left && box.top < c.bottom && box.bottom > c.top;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.tagName).trim());
  });
}

async function checkLayout(page: Page, where: string, width: number) {
  const rows = await headerRows(page);
  expect({ where, ...rows }).toEqual({
    where,
    headerParts: expect.any(Number),
    menuItems: 0,
    menuLines: width > 1200 ? 1 : 0,
  });
  expect({ where, headerParts: rows.headerParts <= 8 }).toEqual({ where, headerParts: true });
  for (const contact of await contactLines(page))
    expect({ where, ...contact }).toEqual({ ...contact, where, lines: 1 });
  expect({ where, covered: await coveredByChat(page) }).toEqual({ where, covered: [] });
  await expectAccessible(page, where);
  // The first view of other screens of this width (phones, tablets upright, laptops): the chat button covers none.
  const viewport = page.viewportSize() ?? { width, height: 800 };
  for (const height of SCREEN_HEIGHTS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect({ where, height, covered: await coveredByChat(page) }).toEqual({ where, height, covered: [] });
  }
  await page.setViewportSize(viewport);
}

describe('layouts in French, English and Arabic at 390, 1024 and 1280 px', () => {
  for (const look of LOOKS) {
    for (const viewport of WIDTHS) {
      const name = `${look.buId}-${look.language}-${viewport.width}`;
      it(`${name}: home, card detail, checkout: one-row header, whole contacts, no covered button`, async () => {
        const { context, page, errors } = await visitor(look, viewport);
        const shop = `${journey.shop.url}${look.prefix}`;

        await page.goto(`${shop}/`);
        await page.locator(`html[lang="${look.language}"]`).waitFor();
        await page.getByTestId(`product-${look.itemCode}`).locator('img').waitFor();
        await firstViewImagesLoaded(page);
        await keepFirstView(page, `layouts-${name}-home`);
        await checkLayout(page, `${name} home`, viewport.width);
        // The chat is in the contact line on first view; it floats once the top bar has scrolled away.
        await page.getByTestId('support-chat-bar').waitFor();
        expect(await page.getByTestId('support-chat').count()).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 900));
        await page.getByTestId('support-chat').waitFor();
        await keepFirstView(page, `layouts-${name}-home-scrolled`);

        await page.goto(`${shop}/buying-friend?itemCode=${look.itemCode}`);
        await page.getByRole('radio').first().waitFor();
        await keepFirstView(page, `layouts-${name}-card-detail`);
        await checkLayout(page, `${name} card detail`, viewport.width);

        await page.goto(`${shop}/buying-friend/checkout`);
        await page.locator('main h2, main h1').first().waitFor();
        await page.getByText(look.productName).first().waitFor();
        await keepFirstView(page, `layouts-${name}-checkout`);
        await checkLayout(page, `${name} checkout`, viewport.width);

        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('the registration address', () => {
  it('/250/auth/register opens the registration tab of /250/auth', async () => {
    const { context, page, errors } = await visitor(LOOKS[0], WIDTHS[2]);
    await page.goto(`${journey.shop.url}/250/auth/register`);
    await page.waitForURL((url) => url.pathname === '/250/auth' && url.searchParams.get('tab') === 'register');
    // The sign-in page's code loads on demand; then its registration tab is the chosen one.
    const chosen = page.getByRole('tab', { selected: true });
    await chosen.waitFor({ timeout: 30_000 });
    expect(await chosen.getAttribute('aria-controls')).toBe('auth-panel-register');
    expect(await page.getByRole('heading', { name: 'Page introuvable' }).count()).toBe(0);
    await expectAccessible(page, '250 register');
    expect(errors).toEqual([]);
    await context.close();
  });
});
