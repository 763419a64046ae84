import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, setUpJourney } from './support/browser';
import { linkIn, mailboxOf, newestMessage, type MailboxMessage } from './support/mailbox';
import { buyAsGuest } from './support/purchase';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();

/**
 * Buys one AED 100 card as a guest for `receiverEmail`, paid on the sandbox provider's page, and
 * answers the card email the receiver got: its page link, number and PIN.
 */
async function buyCardFor(receiverEmail: string) {
  const orderLines = [
    {
      itemCode: 'MJ-GROCERY-D',
      amount: 10_000,
      qty: 1,
      deliverType: 'Email' as const,
      senderName: 'Layla Haddad',
      senderEmail: 'layla.haddad@example.com',
      receiverName: 'Omar Farouk',
      receiverEmail,
      message: 'Happy birthday!',
    },
  ];
  await buyAsGuest(journey.shop.url, orderLines);
  await newestMessage(journey.shop.url, receiverEmail);
  const card = (await mailboxOf(journey.shop.url, receiverEmail)).find((message) => message.body.includes('/card/'));
  if (!card) throw new Error(`no card email with its page link to ${receiverEmail}`);
  return {
    link: linkIn(card, '/card/', journey.shop.url),
    cardNumber: codeIn(card, /Card number: ([\d ]+)/).replace(/ /g, ''),
    pinCode: codeIn(card, /PIN code: (\d+)/),
  };
}

function codeIn(message: MailboxMessage, pattern: RegExp): string {
  const found = pattern.exec(message.body)?.[1];
  if (!found) throw new Error(`no ${pattern} in "${message.subject}": ${message.body}`);
  return found;
}

/** A visitor's browser (no session) showing the shop in `language` at a viewport's size. */
async function visitor(viewport: keyof typeof VIEWPORTS, language: 'en' | 'ar') {
  const context: BrowserContext = await journey.browser.newContext({ viewport: VIEWPORTS[viewport] });
  await context.addInitScript((value) => window.localStorage.setItem('shop:97:language', value), language);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Direction, nothing wider than the screen, axe-core (WCAG 2.2 AA), and a kept screenshot. */
async function checkLook(page: Page, name: string, language: 'en' | 'ar') {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await expectAccessible(page, name);
  await keepScreenshot(page, name);
}

/** Whether an image on the page has loaded and drawn something. */
const drawn = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** Intl puts a no-break space between the currency and the amount. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe("the receiver's card page", () => {
  it('opens from the card email: amount, number, barcode and QR, the PIN behind its toggle; a wrong link', async () => {
    const card = await buyCardFor(`card.link.${Date.now()}@example.com`);
    expect(new URL(card.link).pathname).toMatch(/^\/97\/card\/\d+-[A-Za-z0-9_-]{24}$/);

    const { context, page, errors } = await visitor('desktop', 'en');
    await page.goto(card.link);
    const voucher = page.getByTestId('card-voucher');
    await voucher.waitFor();
    expect(await voucher.getAttribute('data-state')).toBe('active');
    expect(plain(await page.getByTestId('card-link-number').textContent())).toBe(
      card.cardNumber.replace(/(.{4})(?=.)/g, '$1 '),
    );
    expect(plain(await page.getByTestId('card-link-amount').textContent())).toContain('100.00');
    expect(plain(await page.getByTestId('card-link-balance').textContent())).toContain('100.00');
    expect(await drawn(page, 'card-link-barcode')).toBe(true);
    expect(await drawn(page, 'card-link-qr')).toBe(true);

    const pin = page.getByTestId('card-link-pin');
    expect(await pin.innerText()).not.toContain(card.pinCode);
    await page.getByRole('button', { name: 'Show PIN' }).click();
    expect(await pin.innerText()).toBe(card.pinCode);
    expect(await page.getByRole('button', { name: 'Hide PIN' }).getAttribute('aria-pressed')).toBe('true');
    await checkLook(page, 'card-link-desktop-en', 'en');

    // Keyboard: the controls are reached with Tab, in order, with a visible focus.
    await page.getByRole('button', { name: 'Hide PIN' }).click();
    await page.getByRole('button', { name: 'Copy number' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show PIN');
    await page.keyboard.press('Enter');
    expect(await pin.innerText()).toBe(card.pinCode);

    // A forged link: one answer, said on the page, with a retry.
    const forged = card.link.replace(/-[A-Za-z0-9_-]{24}$/, `-${'A'.repeat(24)}`);
    await page.goto(forged);
    const alert = page.getByTestId('card-link-error');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('This card link is not valid. Please check the link you received.');
    await checkLook(page, 'card-link-wrong-link-en', 'en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic on a 390 px phone, digits left to right', async () => {
    const card = await buyCardFor(`card.link.ar.${Date.now()}@example.com`);
    const { context, page, errors } = await visitor('phone', 'ar');
    await page.goto(card.link);
    await page.locator('html[lang="ar"]').waitFor();
    await page.getByTestId('card-voucher').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('بطاقة الهدية الخاصة بك');
    expect(await page.getByTestId('card-link-number').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    await page.getByRole('button', { name: 'إظهار الرمز السري' }).click();
    expect(await page.getByTestId('card-link-pin').innerText()).toBe(card.pinCode);
    await checkLook(page, 'card-link-phone-ar', 'ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
