import type { Page } from 'playwright-core';
import { cartStorageKey, createCartItemData, encodeStoredValue, type CartItem } from '@shop/cart-engine';
import { expectAccessible } from './support/axe';
import { collectPageErrors, eventually, pathOf, setUpJourney } from './support/browser';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();

/** Intl puts a no-break space between the currency and the amount; recipients sit in direction isolates. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/[\u2068\u2069]/g, '');

/** Two lines in the stored form the buying pages leave (the Arabic look): two email cards and an SMS card. */
const LINES_97: CartItem[] = [
  {
    id: 'line-1',
    data: createCartItemData({
      itemCode: 'GC-E2E-1',
      productName: 'Marjan Market gift card',
      amount: 10_000,
      qty: 2,
      receiverName: 'Omar Saleh',
      receiverEmail: 'omar@example.test',
      deliverType: 'Email',
      draftPath: '/buying-friend',
    }),
  },
  {
    id: 'line-2',
    data: createCartItemData({
      itemCode: 'GC-E2E-2',
      productName: 'Spa day',
      amount: 5_000,
      qty: 1,
      deliverType: 'SMS',
      receiverMobileAreaCode: '+971',
      receiverMobileNo: '501234567',
      draftPath: '/buying-friend',
    }),
  },
];

/** Puts lines in a unit's cart in the cart store's own storage format, as the buying pages' addOrder does. */
async function storeCart(page: Page, buId: string, lines: CartItem[]) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    cartStorageKey(buId),
    encodeStoredValue({ cartItems: lines, salesmanCustomerContractType: null }),
  ] as const);
}

/** A fresh visitor who has already answered the cookie question of these units. */
async function visitorPage(language?: 'en' | 'ar') {
  const context = await journey.browser.newContext();
  await context.addInitScript((lang) => {
    const answered = JSON.stringify({
      essential: true,
      choices: { advertising: false, analytics: false, customization: false },
      answeredAt: '2026-11-23T00:00:00.000Z',
    });
    for (const buId of ['97', '250']) window.localStorage.setItem(`shop:${buId}:cookieConsent`, answered);
    if (lang) window.localStorage.setItem('shop:97:language', lang);
  }, language);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Home -> card detail -> personalise -> delivery on unit 97: two AED 100 Marjan Grocery eGifts by email. */
async function addTwoEmailCardsThroughBuyingPages(page: Page) {
  await page
    .getByTestId('product-MJ-GROCERY-D')
    .getByRole('link', { name: /^Send as a gift/ })
    .click();
  await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor();
  await page.getByRole('radio', { name: /AED\s100\.00/ }).check();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Personalize' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Choose Delivery' }).waitFor();
  await page.getByLabel('Your name').fill('Layla Haddad');
  await page.getByLabel('Your email').fill('layla.haddad@example.com');
  await page.getByLabel("Receiver's name").fill('Omar Farouk');
  await page.getByLabel("Receiver's email").fill('omar.farouk@example.com');
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/buying-friend/checkout'));
}

async function cartCount(page: Page) {
  return page.getByTestId('cart-count').textContent();
}

describe('the shop frame', () => {
  it('asks a first visitor about cookies until answered, and remembers the answer', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.shop.url}/`);
    const consent = page.getByRole('region', { name: 'Your cookie choices' });
    await consent.waitFor();
    expect(await page.getByRole('switch', { name: /Essential/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(false);
    await expectAccessible(page, 'cookie consent');
    await keepScreenshot(page, 'frame-cookie-consent-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await keepScreenshot(page, 'frame-cookie-consent-390');

    await page.getByRole('switch', { name: /Analytics/ }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await consent.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('cart-button').waitFor();
    expect(await consent.count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('shop:97:cookieConsent') ?? '{}'));
    expect(stored.choices).toEqual({ advertising: false, analytics: true, customization: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the cart in its dropdown; the cart survives a reload and each unit keeps its own', async () => {
    const { context, page, errors } = await visitorPage();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.shop.url}/`);
    await eventually(() => cartCount(page), '0');
    await addTwoEmailCardsThroughBuyingPages(page);
    await eventually(() => cartCount(page), '2');
    expect(await page.getByRole('button', { name: 'Cart, 2 cards' }).count()).toBe(1);

    // Opened from the keyboard with the pointer away from the header: the viewport changes below move the
    // button, and a pointer left on it would enter and leave it again, opening or closing the panel by hover.
    await page.mouse.move(5, 600);
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('cart-button').getAttribute('aria-expanded'), 'true');
    const lines = page.getByTestId('cart-line');
    await lines.first().waitFor();
    expect((await lines.allTextContents()).map(plain)).toEqual([
      'Marjan Grocery eGift × 2AED 200.00To Omar Farouk · By email',
    ]);
    // Numbered: the lines are the items of an ordered list.
    expect(await page.locator('ol[data-testid="cart-lines"] > li').count()).toBe(1);
    expect(plain(await page.getByTestId('cart-total').textContent())).toBe('AED 200.00');
    await expectAccessible(page, 'cart dropdown');
    await keepScreenshot(page, 'frame-cart-dropdown-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await keepScreenshot(page, 'frame-cart-dropdown-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Escape closes it and gives the focus back to the cart button.
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('cart-button').getAttribute('aria-expanded'), 'false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cart-button');

    // A mouse opens it by hovering, and it closes shortly after the pointer leaves.
    await page.mouse.move(5, 600);
    await page.getByTestId('cart-button').hover();
    await eventually(() => page.getByTestId('cart-button').getAttribute('aria-expanded'), 'true');
    await page.mouse.move(5, 600);
    await eventually(() => page.getByTestId('cart-button').getAttribute('aria-expanded'), 'false');

    // The cart survives a reload.
    await page.reload();
    await eventually(() => cartCount(page), '2');

    // Unit 250 has a cart of its own: empty, which its dropdown says, with a way to a card.
    await page.goto(`${journey.shop.url}/250/`);
    await eventually(() => cartCount(page), '0');
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').textContent()).toContain('Votre panier est vide.');
    expect(await page.getByRole('link', { name: 'Choisir une carte cadeau' }).getAttribute('href')).toMatch(
      /^\/250\/?$/,
    );
    await expectAccessible(page, 'empty cart 250');
    await keepScreenshot(page, 'frame-cart-empty-250-1280');
    await storeCart(page, '250', [
      {
        id: 'line-250',
        data: createCartItemData({ itemCode: 'GC-250', productName: 'Carte Maison', amount: 2_000, qty: 1 }),
      },
    ]);
    await page.reload();
    await eventually(() => cartCount(page), '1');

    // Back on unit 97: its own two cards, untouched by 250's.
    await page.goto(`${journey.shop.url}/`);
    await eventually(() => cartCount(page), '2');

    // Proceed to checkout goes to the first line's checkout page.
    await page.getByTestId('cart-button').click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await eventually(() => pathOf(page), '/buying-friend/checkout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Arabic shop reads right to left, at desktop and phone widths', async () => {
    const { context, page, errors } = await visitorPage('ar');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.shop.url}/`);
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor();
    await storeCart(page, '97', LINES_97);
    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor();
    await eventually(() => cartCount(page), '3');
    expect(await page.getByRole('button', { name: 'سلة التسوق، 3 بطاقات' }).count()).toBe(1);
    // Right to left: the brand sits right of the cart in the header.
    const brand = await page.locator('header a[href="/"]').first().boundingBox();
    const cart = await page.getByTestId('cart-button').boundingBox();
    expect(brand && cart && brand.x > cart.x).toBe(true);
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByRole('heading', { name: 'سلة التسوق' }).count()).toBe(1);
    await expectAccessible(page, 'arabic home with cart');
    await keepScreenshot(page, 'frame-arabic-1280');
    await page.keyboard.press('Escape');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByRole('dialog', { name: 'قائمة الموقع' });
    await menu.waitFor();
    expect(await menu.getByTestId('mobile-menu-hello').textContent()).toBe('مرحبًا!');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, 'arabic phone menu');
    await keepScreenshot(page, 'frame-arabic-menu-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 390 px window shows the mobile header and its menu, which closes above 1200 px', async () => {
    const { context, page, errors } = await visitorPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${journey.shop.url}/`);
    const toggle = page.getByRole('button', { name: 'Show the menu' });
    await toggle.waitFor();
    // The compact header: menu toggle, brand and cart; the full navigation waits in the menu.
    expect(await page.getByTestId('cart-button').isVisible()).toBe(true);
    expect(await page.locator('#main-navigation').isVisible()).toBe(false);
    expect(await page.getByTestId('login-link').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, 'phone home');
    await keepScreenshot(page, 'frame-phone-home-390');

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    expect(await menu.getByTestId('mobile-menu-hello').textContent()).toBe('Hello!');
    expect(await menu.getByRole('link', { name: 'Individual account' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Query balance' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Stores (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://stores.marjan-market.test/map',
    );
    await expectAccessible(page, 'phone menu');
    await keepScreenshot(page, 'frame-phone-menu-390');

    // Escape closes it and the focus returns to the toggle.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');

    // A chosen link goes there and closes the menu.
    await toggle.click();
    await menu.getByRole('link', { name: 'Query balance' }).click();
    await eventually(() => pathOf(page), '/query');
    await menu.waitFor({ state: 'detached' });
    // No support chat on the query page; there is on the home page.
    expect(await page.getByTestId('support-chat').count()).toBe(0);
    expect(await page.getByTestId('support-chat-bar').count()).toBe(0);
    await page.goto(`${journey.shop.url}/`);
    // On first view the chat is in the top bar; the floating button waits until the top bar scrolls away.
    await page.getByTestId('support-chat-bar').waitFor();
    expect(await page.getByTestId('support-chat-bar').getAttribute('href')).toBe('https://wa.me/97180073232');

    // Above 1200 px the menu closes and the full header shows.
    await page.getByRole('button', { name: 'Show the menu' }).click();
    await menu.waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await menu.waitFor({ state: 'detached' });
    expect(await page.locator('#main-navigation').isVisible()).toBe(true);
    await expectAccessible(page, 'desktop home');
    await keepScreenshot(page, 'frame-desktop-home-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the country picker lists the countries and opens the chosen one', async () => {
    const { context, page, errors } = await visitorPage();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('button', { name: 'AE, Country: United Arab Emirates' }).click();
    const countries = page.getByRole('navigation', { name: 'Choose your country' });
    await countries.waitFor();
    expect(await countries.getByRole('link').allTextContents()).toEqual([
      'United Arab Emirates',
      'Saudi Arabia',
      'Bahrain',
      'Qatar',
      'Kuwait',
      'Oman',
      'France',
      'Colombia',
    ]);
    await expectAccessible(page, 'country picker');
    await keepScreenshot(page, 'frame-country-picker-1280');
    await countries.getByRole('link', { name: 'France' }).click();
    await eventually(async () => (await pathOf(page)).replace(/\/$/, ''), '/250');
    await page.locator('html[lang="fr"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
