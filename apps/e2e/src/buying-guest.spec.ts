import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, eventually, pathOf, setUpJourney } from './support/browser';
import { mailboxOf, type MailboxMessage } from './support/mailbox';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();

/** The payment sandbox's card that pays (apps/api/src/integration/payments-sandbox.ts TEST_CARD). */
const PAYING_CARD = { name: 'Layla Haddad', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const MESSAGE = 'Happy birthday, Omar! Enjoy a treat on us.';

/** Intl puts a no-break space between the currency and the amount. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** Nothing wider than the screen, axe-core (WCAG 2.2 AA), and a kept screenshot of the step. */
async function checkStep(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await expectAccessible(page, name);
  await keepScreenshot(page, name);
}

/** Home -> card detail -> personalise -> delivery for MJ-GROCERY-D, two AED 100 cards by email. */
async function buyTwoEmailCards(page: Page, receiverEmail: string, shot: (step: string) => Promise<void>) {
  await page.getByRole('heading', { level: 1, name: 'Gift cards for every occasion' }).waitFor();
  await page.getByTestId('product-MJ-GROCERY-D').waitFor();
  await shot('home');
  await page
    .getByTestId('product-MJ-GROCERY-D')
    .getByRole('link', { name: /^Send as a gift/ })
    .click();

  await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Marjan Grocery eGift');
  await page.getByRole('radio', { name: /AED\s100\.00/ }).check();
  await page.getByLabel('Quantity').fill('2');
  await shot('card-detail');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Personalize' }).waitFor();
  await page.getByLabel('Personal message').fill(MESSAGE);
  await shot('personalise');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { level: 2, name: 'Choose Delivery' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Email', exact: true }).isChecked()).toBe(true);
  // The form says what is missing, next to each field.
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await page.locator('[data-field-error="receiverEmail"]').waitFor();
  expect(await page.locator('[data-field-error="receiverEmail"]').innerText()).toBe('This field is required.');
  await page.getByLabel('Your name').fill('Layla Haddad');
  await page.getByLabel('Your email').fill('layla.haddad@example.com');
  await page.getByLabel("Receiver's name").fill('Omar Farouk');
  await page.getByLabel("Receiver's email").fill(receiverEmail);
  await shot('delivery');
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/buying-friend/checkout'));
}

/** Every card number and PIN in the card emails to `recipient`. */
function cardsIn(messages: MailboxMessage[]): { cardNumber: string; pinCode: string }[] {
  return messages.flatMap((message) =>
    [...message.body.matchAll(/Card number: ([\d ]+)[\s\S]*?PIN code: (\d+)/g)].map((match) => ({
      cardNumber: match[1].replace(/ /g, ''),
      pinCode: match[2],
    })),
  );
}

describe('a guest buys gift cards on the composed shop', () => {
  it('two email cards with a message: paid on the sandbox, received by email, balances on /query', async () => {
    const receiverEmail = `omar.buying.${Date.now()}@example.com`;
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.shop.url}/`);
    await buyTwoEmailCards(page, receiverEmail, (step) => checkStep(page, `buying-guest-${step}-desktop`));

    // Checkout (part C): as a guest, by card, on the provider's page.
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const guest = page.getByRole('button', { name: 'Continue as guest' });
    if (await guest.isVisible()) await guest.click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await checkStep(page, 'buying-guest-checkout-desktop');
    await page.getByRole('button', { name: 'Pay now' }).click();

    await page.getByLabel('Name on card').waitFor({ timeout: 20_000 });
    await keepScreenshot(page, 'buying-guest-sandbox-desktop');
    await page.getByLabel('Name on card').fill(PAYING_CARD.name);
    await page.getByLabel('Card number').fill(PAYING_CARD.number);
    await page.getByLabel('Expiry (MM/YY)').fill(PAYING_CARD.expiry);
    await page.getByLabel('Security code').fill(PAYING_CARD.cvc);
    await page.getByRole('button', { name: /^Pay / }).click();

    // The order result (part D).
    await page.waitForURL((url) => /\/order\/[0-9A-Z]+/.test(url.pathname), { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Thank you, your order is confirmed' }).waitFor({ timeout: 30_000 });
    await checkStep(page, 'buying-guest-order-result-desktop');

    // Both cards arrive in the receiver's mailbox, with the personal message.
    await eventually(async () => cardsIn(await mailboxOf(journey.shop.url, receiverEmail)).length, 2, 30_000);
    const messages = await mailboxOf(journey.shop.url, receiverEmail);
    expect(messages.some((message) => message.body.includes(MESSAGE))).toBe(true);
    const cards = cardsIn(messages);
    expect(new Set(cards.map((card) => card.cardNumber)).size).toBe(2);

    // /query shows each card's balance.
    for (const [index, card] of cards.entries()) {
      await page.goto(`${journey.shop.url}/query`);
      await page.getByLabel('Gift card number').fill(card.cardNumber);
      await page.getByLabel('PIN code', { exact: true }).fill(card.pinCode);
      await page.getByRole('button', { name: 'Check balance' }).click();
      await page.getByTestId('query-balance').waitFor({ timeout: 20_000 });
      expect(plain(await page.getByTestId('query-balance').innerText())).toContain('100.00');
      if (index === 0) await checkStep(page, 'buying-guest-query-desktop');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a 390 px phone the buying steps fit the screen and pass axe, and the card waits in the cart', async () => {
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.shop.url}/`);
    await buyTwoEmailCards(page, `omar.phone.${Date.now()}@example.com`, (step) =>
      checkStep(page, `buying-guest-${step}-phone`),
    );
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await checkStep(page, 'buying-guest-checkout-phone');
    expect(await pathOf(page)).toBe('/buying-friend/checkout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic on a phone the steps read right to left and work from the keyboard', async () => {
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(() => window.localStorage.setItem('shop:97:language', 'ar'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.shop.url}/`);
    await page.locator('html[lang="ar"]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'بطاقات هدايا لكل مناسبة' }).waitFor();
    await page.getByTestId('product-MJ-GROCERY-D').waitFor();
    await checkStep(page, 'buying-guest-home-phone-ar');
    await page
      .getByTestId('product-MJ-GROCERY-D')
      .getByRole('link', { name: /^أرسلها هدية/ })
      .click();
    await page.getByRole('heading', { level: 2, name: 'تفاصيل البطاقة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Keyboard only: Tab into the amounts, arrows choose, Tab to the quantity, Enter goes on.
    const amounts = page.getByRole('radio');
    await amounts.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await amounts.nth(1).isChecked()).toBe(true);
    await page.getByLabel('الكمية').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'التخصيص' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('التخصيص');
    await checkStep(page, 'buying-guest-personalise-phone-ar');
    expect(errors).toEqual([]);
    await context.close();
  });

  /** At the checkout as a guest, paying by card: the shop takes the order when its page opens. */
  async function payAsGuestUntilTheProvider(page: Page) {
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const guest = page.getByRole('button', { name: 'Continue as guest' });
    if (await guest.isVisible()) await guest.click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByLabel('Name on card').waitFor({ timeout: 20_000 });
  }

  it('a physical gift box by post and a phone top-up by SMS are orders the shop takes', async () => {
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.shop.url}/buying-friend?itemCode=MJ-GROCERY-CP`);
    await page.getByRole('radio', { name: /AED\s250\.00/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Personalize' }).waitFor();
    await page.getByRole('radio', { name: /Ribbon letter/ }).check();
    await page.getByLabel('Text on the card').fill('For Omar\nWith love');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Choose Delivery' }).waitFor();
    await page.getByLabel('Your name').fill('Layla Haddad');
    await page.getByLabel('Your email').fill('layla.haddad@example.com');
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Farouk');
    await page.getByLabel('Address', { exact: true }).fill('Villa 12, Street 4, Al Barsha 2');
    await page.getByLabel('City').fill('Dubai');
    await page.getByLabel("Receiver's phone number").fill('04 555 0190');
    await checkStep(page, 'buying-guest-delivery-post-desktop');
    await page.getByRole('button', { name: 'Add to cart and check out' }).click();
    await payAsGuestUntilTheProvider(page);

    // A new visitor (an empty cart: physical and digital cards may not share an order) tops up a phone.
    const other = await context.browser()!.newContext({ viewport: VIEWPORTS.desktop });
    const phone = await other.newPage();
    const phoneErrors = collectPageErrors(phone);
    await phone.goto(`${journey.shop.url}/phone-credit?itemCode=MJ-FALCON-PC`);
    await phone.getByRole('heading', { level: 1, name: 'Phone credit' }).waitFor();
    await phone.getByRole('radio', { name: /AED\s50\.00/ }).check();
    await phone.getByLabel("Name of the phone's owner").fill('Omar Farouk');
    await phone.getByLabel('Mobile number to top up').fill('050 123 4567');
    await phone.getByLabel('Your email').fill('layla.haddad@example.com');
    await checkStep(phone, 'buying-guest-phone-credit-desktop');
    await phone.getByRole('button', { name: 'Add to cart and check out' }).click();
    await phone.waitForURL((url) => url.pathname.endsWith('/phone-credit/checkout'));
    await payAsGuestUntilTheProvider(phone);

    expect([...errors, ...phoneErrors]).toEqual([]);
    await other.close();
    await context.close();
  });
});
