import { createApiClient } from '@shop/api-client';
import {
  confirmOrder,
  createOrder,
  createPayment,
  getMemberWallet,
  paymentFinalisation,
  paymentInitToken,
  topUpWallet,
} from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, eventually, setUpJourney, signInThroughApi } from './support/browser';
import { fieldError, freshPage } from './support/pages';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

/**
 * Layla's wallet and history on unit 97, with data made through the real API: a wallet top-up and an
 * order, both paid on the payment sandbox's card page; then what the two tabs show, in English and
 * Arabic, at 1280 and 390 px, and a top-up started from the tab going to the payment page.
 */

// A test pays twice on the sandbox's card page, then opens four looks with axe: over a minute on a loaded machine.
jest.setTimeout(150_000);

const journey = setUpJourney();
const LAYLA = 'layla.haddad@example.com';
/** The sandbox's card that pays (apps/api/src/integration/payments-sandbox.ts). */
const PAYING_CARD = { cardholder: 'Layla Haddad', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

type Session = Awaited<ReturnType<typeof signInThroughApi>>['session'];
let session: Session;

function apiAs(accessToken: string) {
  return createApiClient({
    baseUrl: `${journey.shop.url}/api`,
    buId: () => '97',
    language: () => 'en',
    accessToken: () => accessToken,
  });
}

/** The browser posting the sandbox's card form: answers where the provider sends it back. */
async function payOnProviderPage(redirectUrl: string): Promise<string> {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(PAYING_CARD).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') as string, redirectUrl).href;
}

async function paidTopUp(amount: number): Promise<void> {
  const api = apiAs(session.accessToken);
  const started = await api.call(topUpWallet, { custId: session.custId, amount, paymentMethod: 'C04' });
  if (!started.ok) throw new Error(`topUpWallet: ${started.error.message}`);
  const callBackUrl = await payOnProviderPage(started.data.redirectUrl);
  expect(new URL(callBackUrl).pathname).toBe('/97/loading/topupWallet');
  const finalised = await api.call(paymentFinalisation, { callBackUrl, buId: '97' });
  if (!finalised.ok) throw new Error(`finalisation: ${finalised.error.message}`);
}

async function paidOrder(): Promise<string> {
  const api = apiAs(session.accessToken);
  const created = await api.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 1,
        deliverType: 'Email',
        senderName: 'Layla Haddad',
        senderEmail: LAYLA,
        receiverName: 'Omar Khalil',
        receiverEmail: 'omar.khalil.history@example.com',
        message: 'Enjoy',
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  const { orderNo } = created.data;
  const confirmed = await api.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  const token = await api.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await api.call(createPayment, {
    orderNo,
    paymentMethod: 'C04',
    csrfToken: token.data.csrfToken,
    txnAmount: confirmed.data.orderAmtTot,
    txnCurrency: 'AED',
  });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);
  const callBackUrl = await payOnProviderPage(payment.data.redirectUrl);
  const finalised = await api.call(paymentFinalisation, { callBackUrl, buId: '97' });
  if (!finalised.ok) throw new Error(`finalisation: ${finalised.error.message}`);
  return orderNo;
}

async function openSignedIn(path: string, viewport: keyof typeof VIEWPORTS = 'desktop', language = 'en') {
  const { context, page } = await freshPage(journey.browser, { viewport, language: { buId: '97', language } });
  await context.addInitScript(
    (value) => window.localStorage.setItem('shop:97:session', value),
    JSON.stringify(session),
  );
  const errors = collectPageErrors(page);
  await page.goto(`${journey.shop.url}${path}`);
  await page.locator(`html[lang="${language}"]`).waitFor();
  return { context, page, errors };
}

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Every look of a tab: axe, no sideways scrolling, right-to-left in Arabic, and a screenshot. */
async function looks(name: string, path: string, ready: (page: Page) => Promise<unknown>) {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const language of ['en', 'ar']) {
      const { context, page, errors } = await openSignedIn(path, viewport, language);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await expectAccessible(page, `${name} (${viewport}, ${language})`);
      await keepScreenshot(page, `${name}-${viewport}-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}

beforeAll(async () => {
  session = (await signInThroughApi(journey.shop.url, '97', LAYLA)).session;
});

describe("a member's wallet and history tabs", () => {
  let orderNo = '';

  it('shows the wallet as the API gives it after a paid top-up', async () => {
    await paidTopUp(7550);
    orderNo = await paidOrder();
    const wallet = await apiAs(session.accessToken).call(getMemberWallet, { custId: session.custId });
    if (!wallet.ok) throw new Error(wallet.error.message);
    expect(wallet.data.balance).toBeGreaterThanOrEqual(7550);
    expect(wallet.data.cardNumber).toMatch(/^\d{16}$/);

    const { context, page } = await openSignedIn('/account/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    expect(await textOf(page, 'wallet-balance')).toBe(`AED ${(wallet.data.balance / 100).toFixed(2)}`);
    expect(await textOf(page, 'wallet-card-number')).toBe(
      (wallet.data.cardNumber as string).replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    expect(await textOf(page, 'wallet-reloadable')).toBe('Yes, you can top it up');
    await context.close();

    await looks('account-wallet', '/account/wallet', (page) => page.getByTestId('wallet-top-up-form').waitFor());
  });

  it('refuses a top-up under AED 50 at the field, and sends a good one to the payment page', async () => {
    const { context, page } = await openSignedIn('/account/wallet');
    const amount = page.getByLabel('Amount (AED)');
    await amount.fill('10');
    await page.getByTestId('wallet-top-up-submit').click();
    await eventually(
      async () => (await fieldError(page, 'amount'))?.replace(/\s+/g, ' '),
      'Amount must be greater than or equal to AED 50.00.',
    );
    await amount.fill('60.5');
    await page.keyboard.press('Enter');
    // window.location.assign(redirectUrl): the provider's page, on its own origin.
    await eventually(async () => new URL(page.url()).origin !== new URL(journey.shop.url).origin, true, 15_000);
    await page.getByLabel('Card number').waitFor();
    await keepScreenshot(page, 'account-wallet-payment-page');
    await context.close();

    const wallet = await apiAs(session.accessToken).call(getMemberWallet, { custId: session.custId });
    expect(wallet.ok && wallet.data.processAmount).toBeGreaterThanOrEqual(6050);
  });

  it('lists the paid order and the wallet movements with their labels', async () => {
    const { context, page } = await openSignedIn('/account/history');
    await page.getByTestId('history-record').first().waitFor();
    const order = page.getByTestId('history-record').filter({ hasText: orderNo });
    await order.waitFor();
    expect((await order.textContent())?.replace(/\s+/g, ' ')).toContain('Confirmed');

    await page.getByTestId('history-type-M').click();
    const topUp = page.getByTestId('history-record').filter({ hasText: 'AED 75.50' }).first();
    await topUp.waitFor();
    expect((await topUp.textContent())?.replace(/\s+/g, ' ')).toMatch(/Wallet top-up.*Confirmed/);
    const requested = page.getByTestId('history-record').filter({ hasText: 'AED 60.50' }).first();
    expect((await requested.textContent())?.replace(/\s+/g, ' ')).toContain('Requesting');

    // A filter that matches nothing says so.
    await page.getByTestId('history-type-O').click();
    await page.getByLabel('Product name').fill('No such product');
    await page.getByTestId('history-apply').click();
    await page.getByTestId('history-empty').waitFor();
    expect(await textOf(page, 'history-empty')).toBe(
      'Nothing matches these filters. Change them or clear them to see more.',
    );
    await context.close();

    await looks('account-history', '/account/history', (page) => page.getByTestId('history-record').first().waitFor());
  });
});
