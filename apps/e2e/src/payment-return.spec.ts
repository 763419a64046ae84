import {
  confirmOrder,
  createOrder,
  createPayment,
  getMemberGiftCardsWithProduct,
  paymentInitToken,
  type RequestOf,
} from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, contextWithSession, setUpJourney, signInThroughApi } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { must, shopApiOf } from './support/purchase';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';
import { answeredCookies } from './support/pages';
import { buyForFriend, payOnSandboxPage } from './support/buying-steps';

type ApiClient = ReturnType<typeof shopApiOf>;

const journey = setUpJourney();

type OrderLine = RequestOf<typeof createOrder>['orderLines'][number];
const MEMBER = 'layla.haddad@example.com';
const SPEC_PAYMENT_FAILED =
  'There was an error processing your payment. Please verify that all your card information is correct before ' +
  'trying again.';
const DECLINED_CARD = '4000 0000 0000 0002';
const PAYING_CARD = '4242 4242 4242 4242';

/** An order of `orderLines` confirmed for a card payment and started on the provider: its sandbox page. */
async function startCardPayment(api: ApiClient, orderLines: OrderLine[], custId: string) {
  const { orderNo } = must(await api.call(createOrder, { orderLines, custId }), 'createOrder');
  must(await api.call(confirmOrder, { orderNo, paymentMean: 'C04', custId }), 'confirmOrder');
  const { csrfToken } = must(await api.call(paymentInitToken, {}), 'paymentInitToken');
  const payment = must(await api.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken }), 'createPayment');
  return { orderNo, sandboxPage: payment.redirectUrl };
}

/** axe-core (WCAG 2.2 AA), nothing wider than the window, and a screenshot, at 1280 then 390 px. */
async function lookAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, `${name} (${width})`);
    await keepScreenshot(page, `payment-return-${name}-${width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('the payment-return pages', () => {
  it('takes a declined payment on the provider page to the failed result, the cart still there', async () => {
    // A signed-in member (the sign-in pages are another journey's).
    const { session } = await signInThroughApi(journey.shop.url, '97', MEMBER);
    const context = await contextWithSession(journey.browser, '97', session);
    await context.addInitScript(answeredCookies);
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS.desktop);
    const errors = collectPageErrors(page);
    // Start-up fetches the member's server cart, which replaces the local one: let it land before buying.
    await page.goto(`${journey.shop.url}/`);
    await page.waitForLoadState('networkidle');
    await buyForFriend(page, journey.shop.url, `declined.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    // Creating and confirming the order is the slow part on a busy machine.
    await page.waitForURL(/\/pay\//, { timeout: 60_000 });

    // The return page is held while it completes the payment, to be looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/finalisation', async (route) => {
      await held;
      await route.continue();
    });
    await payOnSandboxPage(page, DECLINED_CARD);
    await page.getByRole('heading', { name: 'Processing your payment' }).waitFor();
    const returned = new URL(page.url());
    expect(returned.pathname).toBe('/97/loading/order');
    const paymentId = returned.searchParams.get('paymentId');
    expect(await page.getByRole('status').textContent()).toContain('We are confirming your payment');
    await lookAtBothWidths(page, 'loading');
    release();

    await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 60_000 });
    const landed = new URL(page.url());
    expect(landed.pathname).toMatch(/^\/97\/order\/[0-9A-Z]{20}$/);
    expect(landed.searchParams.get('paymentId')).toBe(paymentId);
    expect(await page.getByTestId('order-failed-text').textContent()).toBe(SPEC_PAYMENT_FAILED);
    expect(await page.getByTestId('order-failed-cart').textContent()).toBe(
      'Your cart is still there, with 1 card(s), ready to pay again.',
    );
    await lookAtBothWidths(page, 'failed');

    // A reload reads the order from the server again: still failed; the cart leads back to its checkout.
    await page.reload();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/97/buying-friend/checkout');
    expect(await page.getByTestId('checkout-line').textContent()).toContain('For Omar Farouk');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("keeps a physical order locked until the unlock link of the buyer's email unlocks it", async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', MEMBER);
    const member = shopApiOf(journey.shop.url, session.accessToken);
    const cardsOf = async () =>
      must(await member.call(getMemberGiftCardsWithProduct, { custId: session.custId }), 'cards').productList.flatMap(
        (product) => product.cardList,
      );
    const before = new Set((await cardsOf()).map((card) => card.cardId));
    const physical: OrderLine = {
      itemCode: 'MJ-GROCERY-P',
      amount: 10_000,
      qty: 1,
      deliverType: 'Physical',
      letterTypeId: 2,
      senderName: 'Layla Haddad',
      senderEmail: MEMBER,
      receiverName: 'Omar Farouk',
      receiverAddress: 'Villa 12, Street 5',
      receiverCity: 'Dubai',
      receiverZipCode: '00000',
      receiverCountryCode: 'AE',
    };
    // Bought through the API (the buying steps are another journey's), paid on the provider's page.
    const { orderNo, sandboxPage } = await startCardPayment(member, [physical], session.custId);

    const context = await contextWithSession(journey.browser, '97', session);
    await context.addInitScript(answeredCookies);
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS.desktop);
    const errors = collectPageErrors(page);
    await page.goto(sandboxPage);
    await payOnSandboxPage(page, PAYING_CARD);
    await page.getByRole('heading', { name: 'Thank you, your order is confirmed' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe(`/97/order/${orderNo}`);
    expect(await page.getByTestId('order-next-steps').textContent()).toContain(
      'For your safety they stay locked until you receive them',
    );
    await lookAtBothWidths(page, 'paid-physical');

    const newCards = async () => (await cardsOf()).filter((card) => !before.has(card.cardId));
    expect((await newCards()).map((card) => card.isBlocked)).toEqual([true]);

    const message = await newestMessage(journey.shop.url, MEMBER);
    expect(message.subject).toBe(`Your order ${orderNo} is on its way by post`);
    const link = linkIn(message, '/unlock', journey.shop.url);
    expect(new URL(link).pathname).toBe('/97/unlock');
    expect(new URL(link).searchParams.get('orderNo')).toBe(orderNo);

    await page.goto(link);
    await page.getByRole('dialog', { name: 'Unlock your order' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await lookAtBothWidths(page, 'unlock-asking');
    await page.getByRole('button', { name: 'Yes, unlock my cards' }).click();
    await page.getByRole('heading', { name: 'Success, enjoy' }).waitFor();
    expect(await page.getByTestId('unlock-success').textContent()).toBe('Your 1 card(s) can be used now.');
    await lookAtBothWidths(page, 'unlock-success');
    expect((await newCards()).map((card) => card.isBlocked)).toEqual([false]);

    // The link again: already unlocked.
    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, unlock my cards' }).click();
    await page.getByRole('heading', { name: 'Already unlock' }).waitFor();
    await keepScreenshot(page, 'payment-return-unlock-already-desktop');

    // The result page in Arabic reads right to left, the order number left to right.
    await page.evaluate(() => window.localStorage.setItem('shop:97:language', 'ar'));
    await page.goto(`${journey.shop.url}/97/order/${orderNo}`);
    await page.getByRole('heading', { name: 'شكراً لك، تم تأكيد طلبك' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByText(orderNo).getAttribute('dir')).toBe('ltr');
    await lookAtBothWidths(page, 'paid-physical-ar');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
