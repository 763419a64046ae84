import type { Page } from 'playwright-core';
import { createApiClient } from '@shop/api-client';
import { quoteOrder } from '@shop/contracts';
import { expectAccessible } from './support/axe';
import { collectPageErrors, contextWithSession, eventually, setUpJourney, signInThroughApi } from './support/browser';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();
const LAYLA = 'layla.haddad@example.com';

/** Opens an account tab as the signed-in member, at a desktop or phone width, in English or Arabic. */
async function openTab(session: object, path: string, viewport: keyof typeof VIEWPORTS, language: 'en' | 'ar') {
  const context = await contextWithSession(journey.browser, '97', session);
  await context.addInitScript((value) => window.localStorage.setItem('shop:97:language', value), language);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  const errors = collectPageErrors(page);
  await page.goto(`${journey.shop.url}${path}`);
  await page.locator(`html[lang="${language}"]`).waitFor();
  return { context, page, errors };
}

/** What every look checks: direction, nothing sticking out sideways, axe, and a kept screenshot. */
async function checkLook(page: Page, name: string, language: 'en' | 'ar') {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await expectAccessible(page, name);
  await keepScreenshot(page, name);
}

const LOOKS = [
  { viewport: 'desktop', language: 'en' },
  { viewport: 'phone', language: 'en' },
  { viewport: 'phone', language: 'ar' },
] as const;

describe('the quotations and inbox tabs of the demo consumer', () => {
  it('lists no quotation, then the one the member asks for through the API, with its figures', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', LAYLA);

    const empty = await openTab(session, '/account/quotations', 'desktop', 'en');
    await empty.page.getByTestId('quotations-empty').waitFor();
    expect(await empty.page.getByTestId('quotations-empty').textContent()).toContain('You have no quotations yet.');
    await checkLook(empty.page, 'account-quotations-empty-desktop-en', 'en');
    expect(empty.errors).toEqual([]);
    await empty.context.close();

    const api = createApiClient({
      baseUrl: `${journey.shop.url}/api`,
      buId: () => '97',
      language: () => 'en',
      accessToken: () => session.accessToken,
    });
    const quoted = await api.call(quoteOrder, {
      custId: session.custId,
      orderLines: [
        {
          itemCode: 'MJ-GROCERY-D',
          amount: 20_000,
          qty: 3,
          deliverType: 'Email',
          senderName: 'Layla Haddad',
          senderEmail: LAYLA,
          receiverName: 'Omar Farouk',
          receiverEmail: `quotation.${Date.now()}@example.com`,
          message: 'For the team',
        },
      ],
    });
    if (!quoted.ok) throw new Error(`The quotation failed: ${quoted.error.message}`);
    const { orderNo, orderAmtTot } = quoted.data;
    expect(orderAmtTot).toBe(60_000);

    for (const { viewport, language } of LOOKS) {
      const { context, page, errors } = await openTab(session, '/account/quotations', viewport, language);
      const item = page.locator(`[data-testid="quotation"][data-order-no="${orderNo}"]`);
      await item.waitFor();
      expect(await page.getByTestId('quotation').count()).toBe(1);
      expect(await item.getByTestId('quotation-quantity').textContent()).toBe('3');
      if (language === 'en') {
        expect(await item.getByRole('heading', { level: 3 }).textContent()).toBe(`Quotation ${orderNo}`);
        // Intl puts a no-break space between the currency and the figure.
        expect((await item.getByTestId('quotation-total').textContent())?.replace(/\s/g, ' ')).toBe('AED 600.00');
        expect(await page.getByTestId('quotations-count').textContent()).toBe('Showing 1 of 1');
      }
      await eventually(() => page.locator('[aria-busy="true"]').count(), 0);
      await checkLook(page, `account-quotations-${viewport}-${language}`, language);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the seeded inbox messages, newest first, with their date, status and text', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', LAYLA);
    for (const { viewport, language } of LOOKS) {
      const { context, page, errors } = await openTab(session, '/account/inbox', viewport, language);
      await page.getByTestId('inbox-list').waitFor();
      expect(await page.getByTestId('inbox-message-title').allTextContents()).toEqual([
        'Eid offer',
        'Welcome to Marjan Market gift cards',
      ]);
      expect(await page.getByTestId('inbox-message-body').first().textContent()).toBe(
        'Get 2% off Marjan Grocery cards with the Eid lanterns design.',
      );
      if (language === 'en') {
        expect(await page.getByTestId('inbox-message-status').allTextContents()).toEqual(['Active', 'Active']);
        expect(await page.getByTestId('inbox-count').textContent()).toBe('Showing 2 of 2');
      }
      // Seeded 3 and 30 days before the server started: the dates say so.
      const dates = await page
        .locator('[data-testid="inbox-message-date"]')
        .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
      expect(Math.round((Date.now() - dates[0]) / 86_400_000)).toBe(3);
      expect(Math.round((Date.now() - dates[1]) / 86_400_000)).toBe(30);
      await checkLook(page, `account-inbox-${viewport}-${language}`, language);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('reaches both tabs from the account navigation with the keyboard', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', LAYLA);
    const { context, page } = await openTab(session, '/account/profile', 'desktop', 'en');
    await page.getByTestId('account-tab-inbox').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('inbox-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/inbox');
    await page.getByTestId('account-tab-quotations').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('quotations').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/quotations');
    await context.close();
  });
});
