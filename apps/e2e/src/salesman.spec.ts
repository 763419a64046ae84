import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { BUSINESS_ACCOUNTS, signInAsBusiness, unit250Page } from './support/business';
import {
  SALESMAN_TEXTS,
  SALESMEN,
  addSalesmanLine,
  euros,
  openCustomer,
  signInAsSalesman,
  storedDrafts,
} from './support/salesman';
import { keepScreenshot } from './support/screenshots';

// Issue 20: a salesman of unit 250 orders for his customer with his own discount, fee and commission; the
// customer sees the order; an admin salesman sees every salesman's customers; En Compte blocks; leaving
// a buying page deletes the draft. One shop for the file, each language in its own browser contexts.
jest.setTimeout(240_000);

const journey = setUpJourney();

describe.each(['fr', 'en'] as const)('the salesman area (%s)', (language) => {
  const text = SALESMAN_TEXTS[language];
  const shot = (name: string) => `salesman-${name}-${language}-1280`;

  it('a salesman orders for his customer by transfer; the customer sees it with the same total', async () => {
    const page = await unit250Page(journey.browser, language);
    await page.goto(`${journey.shop.url}/250/auth/salesman/login`);
    await page.getByLabel(text.email, { exact: true }).waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'salesman login');
    await keepScreenshot(page, shot('login'));
    await signInAsSalesman(page, journey.shop.url, SALESMEN.julien, language);
    await expectAccessible(page, 'customer list');
    await keepScreenshot(page, shot('customers'));

    await openCustomer(page, language, 'Atelier Durand', 'Durand');
    await expectAccessible(page, 'customer detail');
    await keepScreenshot(page, shot('customer'));
    await page.getByRole('button', { name: text.orderOthers, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman/buying', 30_000);

    // Two cards of 50 EUR, 10 % off the line, a 20 EUR card-made fee per card, a 5 % commission.
    await addSalesmanLine(page, language, {
      itemCode: 'MC-CE-D',
      amount: 5000,
      qty: 2,
      discountPercent: '10',
      feeEuros: '20',
      receiverName: 'Équipe atelier',
      receiverEmail: `equipe.${language}.${Date.now()}@atelier-durand.com`,
    });
    await page.getByLabel(text.commission, { exact: true }).fill('5');
    expect(euros((await page.getByTestId('draft-total').textContent()) ?? '')).toBe(130);
    expect(euros((await page.getByTestId('draft-commission').textContent()) ?? '')).toBe(4.5);
    await expectAccessible(page, 'salesman buying page');
    await keepScreenshot(page, shot('buying'));

    await page.getByRole('button', { name: text.toCheckout, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman/buying/checkout', 30_000);
    const total = page.getByTestId('order-total');
    await total.waitFor({ timeout: 30_000 });
    // The server's prices: 100 EUR of cards, 10 EUR off, 40 EUR of fees; 5 % of 90 EUR is his.
    const checkoutTotal = euros((await total.textContent()) ?? '');
    expect(checkoutTotal).toBe(130);
    expect(euros((await page.getByTestId('order-commission').textContent()) ?? '')).toBe(4.5);
    await page.locator('input[name="paymentMean"][value="03"]').check();
    await expectAccessible(page, 'salesman checkout');
    await keepScreenshot(page, shot('checkout'));
    await page.getByRole('button', { name: text.place, exact: true }).click();

    // The checkout's answer is his confirmation: the order is the customer's, waiting for its transfer.
    const placed = page.getByTestId('order-placed');
    await placed.waitFor({ timeout: 30_000 });
    const orderNo = (await placed.getAttribute('data-order-no')) ?? '';
    expect(euros((await page.getByTestId('placed-total').textContent()) ?? '')).toBe(checkoutTotal);
    expect(await storedDrafts(page)).toEqual([]);
    await expectAccessible(page, 'salesman order placed');
    await keepScreenshot(page, shot('order-placed'));

    // His commission statement of the month lists the order with its commission.
    await page.goto(`${journey.shop.url}/250/salesman/commission`);
    const statementRow = page.getByTestId('commission-order').filter({ hasText: orderNo });
    await statementRow.waitFor({ timeout: 30_000 });
    expect(await statementRow.textContent()).toMatch(/4[.,]50/);
    await expectAccessible(page, 'commission statement');
    await keepScreenshot(page, shot('commission'));
    await page.context().close();

    // The order is the customer's: its history lists it with the same total.
    const customer = await unit250Page(journey.browser, language);
    await signInAsBusiness(customer, journey.shop.url, BUSINESS_ACCOUNTS.registered, language);
    await customer.goto(`${journey.shop.url}/250/account/history`);
    const record = customer.getByTestId('history-record').filter({ hasText: orderNo });
    await record.waitFor({ timeout: 30_000 });
    expect(euros((await record.getByTestId('history-record-amount').textContent()) ?? '')).toBe(checkoutTotal);
    await expectAccessible(customer, 'customer history with the salesman order');
    await keepScreenshot(customer, shot('customer-history'));
    await customer.context().close();
  });

  it("an admin sees Julien's customers; En Compte is blocked; leaving a buying page deletes the draft", async () => {
    const page = await unit250Page(journey.browser, language);
    await signInAsSalesman(page, journey.shop.url, SALESMEN.claire, language);
    const durand = page.getByTestId('customer-row').filter({ hasText: 'Atelier Durand' });
    await durand.waitFor({ timeout: 30_000 });
    expect(await durand.getByTestId('customer-owner').textContent()).toContain('Julien');
    await expectAccessible(page, 'admin customer list');
    await keepScreenshot(page, shot('admin-customers'));

    await openCustomer(page, language, 'Transports Lef', 'Transports');
    await page.getByTestId('customer-blocked').waitFor();
    expect(await page.getByTestId('customer-blocked').textContent()).toContain(text.enCompte);
    expect(await page.getByRole('button', { name: text.orderOthers, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'En Compte customer');
    await keepScreenshot(page, shot('en-compte'));

    await openCustomer(page, language, 'Atelier Durand', 'Durand');
    await page.getByRole('button', { name: text.orderOthers, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman/buying', 30_000);
    await addSalesmanLine(page, language, {
      itemCode: 'MC-CE-D',
      amount: 5000,
      qty: 1,
      discountPercent: '',
      feeEuros: '15',
      receiverName: 'Brouillon',
      receiverEmail: 'brouillon@atelier-durand.com',
    });
    expect(await storedDrafts(page)).toHaveLength(1);
    await page.getByRole('navigation').getByRole('link', { name: text.customers, exact: true }).first().click();
    const leave = page.getByRole('alertdialog');
    await leave.waitFor();
    await expectAccessible(page, 'leave dialog');
    await keepScreenshot(page, shot('leave'));
    await leave.getByRole('button', { name: text.leave, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman', 30_000);
    await eventually(() => storedDrafts(page), [], 10_000);
    await page.context().close();
  });
});

describe('a salesman line by post with his fee discounts (en)', () => {
  it("a letter with a V discount, an extra product with a P discount: the checkout is the server's", async () => {
    const page = await unit250Page(journey.browser, 'en');
    await signInAsSalesman(page, journey.shop.url, SALESMEN.julien, 'en');
    await openCustomer(page, 'en', 'Atelier Durand', 'Durand');
    await page.getByRole('button', { name: SALESMAN_TEXTS.en.orderOthers, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman/buying', 30_000);

    // Two paper cards of 50 EUR in the premium box (5.90, 1 EUR off per card) with chocolates (12.90, 50 % off).
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Delivery').waitFor({ timeout: 30_000 });
    await field('Delivery').selectOption('Physical');
    await field('Card').selectOption('MC-SALARIES-P');
    await field('Amount (EUR)').selectOption('5000');
    await field('Quantity').fill('2');
    await field('Line discount (%)').fill('0');
    await field('Card-made fee per card (EUR)').fill('15');
    await field('Letter').selectOption('3');
    await field('Letter fee discount').selectOption('V');
    await field('Letter fee discount per card (EUR)').fill('1');
    await field('Extra product').selectOption('MC-EXTRA-CHOCOLATS');
    await field('Extra product discount').selectOption('P');
    await field('Extra product discount (%)').fill('50');
    await field("Recipient's name").fill('Équipe atelier');
    await field('Address').fill('12 rue des Lilas');
    await field('Zip code').fill('75011');
    await field('City').fill('Paris');
    await field('Country').selectOption('FR');
    await page.getByRole('button', { name: SALESMAN_TEXTS.en.add, exact: true }).click();
    await page.getByTestId('draft-line').waitFor({ timeout: 10_000 });
    // 100 EUR of cards + 2 × (15 fee + 4.90 letter + 6.45 chocolates).
    const draftTotal = euros((await page.getByTestId('draft-total').textContent()) ?? '');
    expect(draftTotal).toBe(152.7);
    await expectAccessible(page, 'salesman posted line');
    await keepScreenshot(page, 'salesman-post-fees-buying-en-1280');

    await page.getByRole('button', { name: SALESMAN_TEXTS.en.toCheckout, exact: true }).click();
    await eventually(() => pathOf(page), '/250/salesman/buying/checkout', 30_000);
    const total = page.getByTestId('order-total');
    await total.waitFor({ timeout: 30_000 });
    // The server's priceSalesmanOrder answer, the same as the draft's.
    expect(euros((await total.textContent()) ?? '')).toBe(draftTotal);
    await expectAccessible(page, 'salesman checkout of a posted line');
    await keepScreenshot(page, 'salesman-post-fees-checkout-en-1280');
    await page.context().close();
  });
});
