import { queryCard } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import {
  collectPageErrors,
  DEMO_PASSWORD,
  eventually,
  setUpJourney,
  signInThroughApi,
  testCaptchaToken,
} from './support/browser';
import { freshPage } from './support/pages';
import { newestMessage } from './support/mailbox';
import { must, shopApiOf } from './support/purchase';
import { receivedGiftCard } from './support/received-gift-card';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';
import { buyForFriend, payOnSandboxPage } from './support/buying-steps';

const journey = setUpJourney();

const MEMBER = 'layla.haddad@example.com';
const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** Intl puts a no-break space between the currency and the amount. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** axe-core (WCAG 2.2 AA), nothing wider than the window, and a screenshot, at 1280 then 390 px. */
async function lookAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, `${name} (${width})`);
    await keepScreenshot(page, `checkout-member-${name}-${width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function logIn(page: Page) {
  await page.goto(`${journey.shop.url}/auth/login`);
  const login = page.getByTestId('login-form');
  await login.getByLabel('Email address').fill(MEMBER);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('account-menu').waitFor();
}

/** The buying steps for a friend (support/buying-steps.ts), ending on this route's checkout page. */
async function buyForFriendToCheckout(page: Page, receiverEmail: string) {
  await buyForFriend(page, journey.shop.url, receiverEmail);
  expect(new URL(page.url()).pathname).toBe('/buying-friend/checkout');
}

describe('a registered customer at checkout', () => {
  it('logs in, pays part of the order with a gift card and the rest by card on the sandbox page', async () => {
    const stamp = Date.now();
    const giftCard = await receivedGiftCard(journey.shop.url, `gift.for.layla.${stamp}@example.com`, 'Layla Haddad');
    const receiverEmail = `omar.farouk.${stamp}@example.com`;
    const { context, page } = await freshPage(journey.browser);
    const errors = collectPageErrors(page);
    await logIn(page);
    await buyForFriendToCheckout(page, receiverEmail);

    const line = page.getByTestId('checkout-line');
    expect(plain(await line.textContent())).toContain('For Omar Farouk');
    expect(plain(await page.getByTestId('checkout-summary-to-pay').textContent())).toBe('AED 100.00');
    await lookAtBothWidths(page, 'checkout');

    // The gift card pays AED 50 of the AED 100.
    const giftCards = page.getByRole('form', { name: 'Add a gift card' });
    await giftCards.getByLabel('Gift card number').fill(giftCard.cardNumber);
    await giftCards.getByLabel('PIN code', { exact: true }).fill(giftCard.pinCode);
    await giftCards.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByText(`Card •••• ${giftCard.cardNumber.slice(-4)} applied to your order.`).waitFor();
    expect(plain(await page.getByTestId('checkout-summary-giftCards').textContent())).toBe('− AED 50.00');
    expect(plain(await page.getByTestId('checkout-summary-to-pay').textContent())).toBe('AED 50.00');
    expect(await page.getByRole('radio', { name: 'Credit card' }).isChecked()).toBe(true);
    await lookAtBothWidths(page, 'checkout-gift-card');

    // The rest by card on the provider's page; a second click on Pay changes nothing.
    const pay = page.getByRole('button', { name: 'Pay now' });
    await pay.dblclick();
    await page.waitForURL(/\/pay\//);
    await lookAtBothWidths(page, 'sandbox');
    await payOnSandboxPage(page, PAYING_CARD);
    await page.getByRole('heading', { name: 'Thank you, your order is confirmed' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/97\/order\/[0-9A-Z]+$/);
    await lookAtBothWidths(page, 'order-paid');

    // The gift card was spent, the friend got the card.
    const member = shopApiOf(journey.shop.url);
    const captchaToken = await testCaptchaToken(journey.shop.url, member, '97');
    const spent = must(await member.call(queryCard, { ...giftCard, captchaToken }), 'queryCard');
    expect(spent.cardBalance).toBe(0);
    await newestMessage(journey.shop.url, receiverEmail);

    // The balance page says so too.
    await page.goto(`${journey.shop.url}/query`);
    await page.getByLabel('Gift card number').fill(giftCard.cardNumber);
    await page.getByLabel('PIN code', { exact: true }).fill(giftCard.pinCode);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByTestId('query-balance').waitFor({ timeout: 20_000 });
    expect(plain(await page.getByTestId('query-balance').textContent())).toBe('AED 0.00');
    await lookAtBothWidths(page, 'query-spent-card');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a declined card, back to checkout pays again: the gift card is given back and spent once', async () => {
    const stamp = Date.now();
    const giftCard = await receivedGiftCard(journey.shop.url, `gift.declined.${stamp}@example.com`, 'Layla Haddad');
    const { context, page } = await freshPage(journey.browser);
    const errors = collectPageErrors(page);
    await logIn(page);
    await buyForFriendToCheckout(page, `omar.declined.${stamp}@example.com`);
    const giftCards = page.getByRole('form', { name: 'Add a gift card' });
    await giftCards.getByLabel('Gift card number').fill(giftCard.cardNumber);
    await giftCards.getByLabel('PIN code', { exact: true }).fill(giftCard.pinCode);
    await giftCards.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByTestId('checkout-gift-card').waitFor();

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\//);
    await payOnSandboxPage(page, DECLINED_CARD);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByTestId('checkout-gift-card').waitFor();
    expect(plain(await page.getByTestId('checkout-summary-to-pay').textContent())).toBe('AED 50.00');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\//);
    await payOnSandboxPage(page, PAYING_CARD);
    await page.getByRole('heading', { name: 'Thank you, your order is confirmed' }).waitFor({ timeout: 30_000 });
    const member = shopApiOf(journey.shop.url);
    const captchaToken = await testCaptchaToken(journey.shop.url, member, '97');
    const spent = must(await member.call(queryCard, { ...giftCard, captchaToken }), 'queryCard');
    expect(spent.cardBalance).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before leaving a checkout page, by a link and by the back button; leaving empties the cart', async () => {
    const { context, page } = await freshPage(journey.browser);
    const errors = collectPageErrors(page);
    await logIn(page);
    await buyForFriendToCheckout(page, `leave.${Date.now()}@example.com`);

    // A link of the header: the dialog asks; continuing to edit stays.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Query Card' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure to leave this page?' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'No, continue editing' })
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await lookAtBothWidths(page, 'leave-dialog');
    await dialog.getByRole('button', { name: 'No, continue editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/buying-friend/checkout');

    // The back button: asked the same way; Escape stays.
    await page.goBack();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/buying-friend/checkout');
    await page.getByTestId('checkout-line').waitFor();

    // Leaving for real: the cart is cleared.
    await page.goBack();
    await dialog.getByRole('button', { name: 'Yes, leave this page' }).click();
    await eventually(async () => new URL(page.url()).pathname === '/buying-friend/checkout', false);
    await page.goto(`${journey.shop.url}/buying-friend/checkout`);
    await page.getByText('Your cart is empty.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic on a 390 px phone', async () => {
    // Signed in through the API (the login page is looked at elsewhere), the session kept as the login page does.
    const { session } = await signInThroughApi(journey.shop.url, '97', MEMBER);
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(
      ([sessionValue]) => {
        window.localStorage.setItem('shop:97:session', sessionValue);
        window.localStorage.setItem('shop:97:language', 'ar');
      },
      [JSON.stringify(session)] as const,
    );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.shop.url}/buying-friend?itemCode=MJ-GROCERY-D`);
    await page.locator('html[dir="rtl"]').waitFor();
    await page.getByTestId('amount-10000').check();
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('heading', { level: 2, name: 'التخصيص' }).waitFor();
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByLabel('اسم المستلم').fill('عمر فاروق');
    await page.getByLabel('البريد الإلكتروني للمستلم').fill(`omar.ar.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'أضف إلى السلة وادفع' }).click();
    await page.getByRole('heading', { level: 1, name: 'إتمام الشراء' }).waitFor();
    expect(await page.getByRole('button', { name: 'ادفع الآن' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, 'checkout ar (phone)');
    await keepScreenshot(page, 'checkout-member-checkout-ar-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
