import type { Page } from 'playwright-core';
import { confirmOrder, createOrder, importCard } from '@shop/contracts';
import { expectAccessible } from './support/axe';
import { collectPageErrors, contextWithSession, eventually, setUpJourney, signInThroughApi } from './support/browser';
import { newestMessage } from './support/mailbox';
import { fieldError } from './support/pages';
import { buyAsGuest, must, shopApiOf } from './support/purchase';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();
const LAYLA = 'layla.haddad@example.com';
const apiOf = (accessToken?: string) => shopApiOf(journey.shop.url, accessToken);
type Api = ReturnType<typeof apiOf>;

/** An order line of two AED 100 cards emailed to `receiverEmail`. */
const line = (receiverEmail: string, amount = 10_000, qty = 2) => ({
  itemCode: 'MJ-GROCERY-D',
  amount,
  qty,
  deliverType: 'Email' as const,
  senderName: 'Layla Haddad',
  senderEmail: LAYLA,
  receiverName: 'Card Keeper',
  receiverEmail,
  message: 'Enjoy',
});

/**
 * Buys two AED 100 cards as a guest, paid on the sandbox provider's page with its paying card, and
 * answers their numbers and PINs as the receiver's emails give them.
 */
async function buyTwoCards(receiverEmail: string) {
  await buyAsGuest(journey.shop.url, [line(receiverEmail)]);
  await newestMessage(journey.shop.url, receiverEmail, 2);
  const response = await fetch(`${journey.shop.url}/api/dev/outbox?recipient=${encodeURIComponent(receiverEmail)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  return messages.map(({ body }) => ({
    cardNumber: body.match(/Card number: ([\d ]+)/)?.[1]?.replace(/ /g, '') ?? '',
    pinCode: body.match(/PIN code: (\d+)/)?.[1] ?? '',
  }));
}

/** An order of Layla's that card `coupon` pays part of, the rest left unpaid: the card's money is held. */
async function holdCardInAnOrder(layla: Api, custId: string, coupon: { cardNumber: string; pinCode: string }) {
  const { orderNo } = must(
    await layla.call(createOrder, { custId, orderLines: [line('held.order@example.com', 20_000, 1)] }),
    'createOrder',
  );
  const confirmed = must(
    await layla.call(confirmOrder, { custId, orderNo, paymentMean: 'C04', couponList: [coupon] }),
    'confirmOrder',
  );
  expect(confirmed.orderAmtTot).toBe(10_000);
}

async function openAccount(session: object, path: string, viewport: keyof typeof VIEWPORTS, language: 'en' | 'ar') {
  const context = await contextWithSession(journey.browser, '97', session);
  await context.addInitScript((value) => window.localStorage.setItem('shop:97:language', value), language);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  const errors = collectPageErrors(page);
  await page.goto(`${journey.shop.url}${path}`);
  await page.locator(`html[lang="${language}"]`).waitFor();
  return { context, page, errors };
}

/** Direction, nothing wider than the screen, axe-core (WCAG 2.2 AA), and a kept screenshot. */
async function checkLook(page: Page, name: string, language: 'en' | 'ar') {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await expectAccessible(page, name);
  await keepScreenshot(page, name);
}

/** Intl puts a no-break space between the currency and the amount. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The card's article on the page (named "<product> card ending <last 4>" in English). */
async function cardIdOf(page: Page, cardNumber: string): Promise<string> {
  const article = page
    .getByRole('article')
    .filter({ has: page.getByText(`************${cardNumber.slice(-4)}`, { exact: true }) });
  await article.waitFor();
  return ((await article.getAttribute('data-testid')) as string).replace('card-', '');
}

describe('My cards and Import for the demo consumer', () => {
  it('imports a bought card, shows it, blocks it, lists its ledger, resends it, gives it away', async () => {
    const stamp = Date.now();
    const [first, second] = await buyTwoCards(`cards.${stamp}@example.com`);
    const { session } = await signInThroughApi(journey.shop.url, '97', LAYLA);
    const layla = apiOf(session.accessToken);

    // Import: a wrong PIN gets the one answer next to the PIN; the right one lands on My cards.
    const { context, page, errors } = await openAccount(session, '/account/import', 'desktop', 'en');
    await page.getByTestId('import-card-form').waitFor();
    await page.getByLabel('Card number').fill(first.cardNumber);
    await page.getByLabel('PIN code').fill(first.pinCode === '000000' ? '111111' : '000000');
    await page.getByTestId('import-card-submit').click();
    await eventually(
      () => fieldError(page, 'pinCode'),
      'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
    );
    await checkLook(page, 'account-import-refused-desktop-en', 'en');
    await page.getByLabel('PIN code').fill(first.pinCode);
    await page.getByTestId('import-card-submit').click();
    await page.waitForURL(/\/account\/cards$/);
    const firstId = await cardIdOf(page, first.cardNumber);
    expect(plain(await page.getByTestId(`card-${firstId}-balance`).textContent())).toBe('AED 100.00');
    expect(await page.getByTestId(`card-${firstId}-state-new`).textContent()).toBe('New');

    // The second card joins through the API and pays part of an unfinished order.
    must(await layla.call(importCard, { custId: session.custId, ...second }), 'importCard');
    await holdCardInAnOrder(layla, session.custId, second);
    await page.reload();
    const secondId = await cardIdOf(page, second.cardNumber);
    expect(plain(await page.getByTestId(`card-${secondId}-balance`).textContent())).toBe('AED 0.00');
    await checkLook(page, 'account-cards-desktop-en', 'en');

    // Block, then unblock; mark as used.
    await page.getByTestId(`card-${firstId}-block`).click();
    await page.getByTestId(`card-${firstId}-state-blocked`).waitFor();
    await page.getByTestId(`card-${firstId}-block`).click();
    await page.getByTestId(`card-${firstId}-state-blocked`).waitFor({ state: 'detached' });
    await page.getByTestId(`card-${firstId}-state`).click();
    await page.getByTestId(`card-${firstId}-state-used`).waitFor();

    // The ledger: the issue of the card.
    await page.getByTestId(`card-${firstId}-transactions`).click();
    const rows = page.getByTestId(`card-${firstId}-transactions-row`);
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('Card issued')]);
    expect(plain(await rows.first().textContent())).toContain('AED 100.00');

    // Resend: "Email sent to" the receiver, who gets the card's email.
    const resendTo = `resend.${stamp}@example.com`;
    await page.getByTestId(`card-${firstId}-resend`).click();
    await page.getByTestId(`card-${firstId}-resend-email`).fill(resendTo);
    await page.getByTestId(`card-${firstId}-resend-submit`).click();
    await eventually(
      () => page.getByTestId(`card-${firstId}-resend-sent`).textContent({ timeout: 10_000 }),
      `Email sent to ${resendTo}`,
    );
    expect((await newestMessage(journey.shop.url, resendTo)).body).toContain(first.cardNumber.slice(-4));

    // The held card cannot be given away yet: 11011, said on the page.
    await page.getByTestId(`card-${secondId}-transfer`).click();
    await page.getByTestId(`card-${secondId}-transfer-email`).fill(`friend.${stamp}@example.com`);
    await page.getByTestId(`card-${secondId}-transfer-next`).click();
    await page.getByTestId(`card-${secondId}-transfer-send`).click();
    await eventually(
      () => page.getByTestId(`card-${secondId}-transfer-confirm`).getByRole('alert').textContent({ timeout: 10_000 }),
      'This card pays an order that is not finished yet. Try again once the order is paid or cancelled.',
    );
    await page.getByTestId(`card-${secondId}-transfer`).click();

    // Give the first card to a friend: confirm first, then the result names the receiver.
    const friend = `friend.${stamp}@example.com`;
    await page.getByTestId(`card-${firstId}-transfer`).click();
    await page.getByTestId(`card-${firstId}-transfer-email`).fill(friend);
    await page.getByTestId(`card-${firstId}-transfer-name`).fill('Omar Saleh');
    await page.getByTestId(`card-${firstId}-transfer-next`).click();
    const confirm = page.getByTestId(`card-${firstId}-transfer-confirm`);
    expect(await confirm.textContent()).toContain(`to Omar Saleh <${friend}>?`);
    await checkLook(page, 'account-cards-transfer-confirm-desktop-en', 'en');
    await page.getByTestId(`card-${firstId}-transfer-send`).click();
    await eventually(
      async () =>
        plain(await page.getByRole('status').filter({ hasText: 'has received' }).textContent({ timeout: 10_000 })),
      `${friend} has received the card with AED 100.00.`,
    );
    await page.getByTestId(`card-${firstId}`).waitFor({ state: 'detached' });
    expect((await newestMessage(journey.shop.url, friend)).body).toMatch(/Card number: [\d ]+/);
    expect(errors).toEqual([]);
    await context.close();

    // The same tabs on a phone, in English and in Arabic (right to left).
    for (const language of ['en', 'ar'] as const) {
      const phone = await openAccount(session, '/account/cards', 'phone', language);
      await phone.page.getByTestId(`card-${secondId}`).waitFor();
      await phone.page.getByTestId(`card-${secondId}-transactions`).click();
      await phone.page.getByTestId(`card-${secondId}-transactions-row`).first().waitFor();
      await checkLook(phone.page, `account-cards-phone-${language}`, language);
      await phone.page.goto(`${journey.shop.url}/account/import`);
      await phone.page.getByTestId('import-card-form').waitFor();
      await checkLook(phone.page, `account-import-phone-${language}`, language);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }
  });
});
