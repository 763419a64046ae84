import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { freshPage } from './support/pages';
import { portalToken, tampered } from './support/portal-token';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();
/** Unit 250 signs customers in through its portal too (memberShip NL,SSO,SALESMAN_SSO and its sso keys). */
const PORTAL_UNIT = '250';
const PORTAL_CUSTOMER = { sub: 'portal-e2e-1', email: 'ines.portal@example.com', name: 'Inès Portail' };

const ssoLink = (jwt: string, extra: Record<string, string> = {}) =>
  `${journey.shop.url}/${PORTAL_UNIT}/sso?${new URLSearchParams({ jwt, ...extra })}`;

async function expectRefusal(page: Page, link: string, refusal: string, text: string): Promise<void> {
  await page.goto(link);
  await eventually(() => page.getByTestId('sso-landing').getAttribute('data-state'), 'refused', 30_000);
  expect(await page.getByTestId('sso-refusal').getAttribute('data-refusal')).toBe(refusal);
  expect((await page.getByTestId('sso-refusal').textContent())?.trim()).toBe(text);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This sign-in link cannot be used');
  expect(await page.getByTestId('account-menu').count()).toBe(0);
}

describe("single sign-on from a unit's portal", () => {
  it("opens the card detail a portal's signed link names, already signed in, and refuses a used link", async () => {
    const { context, page } = await freshPage(journey.browser, { language: { buId: PORTAL_UNIT, language: 'en' } });
    const link = ssoLink(portalToken(PORTAL_UNIT, PORTAL_CUSTOMER), { item: 'MC-SHOP-D' });
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Maison Shopping eGift');
    await page.getByTestId('account-menu').waitFor();
    expect(new URL(page.url()).searchParams.get('itemCode')).toBe('MC-SHOP-D');
    await eventually(() => pathOf(page), `/${PORTAL_UNIT}/buying-self`);
    await expectAccessible(page, 'card detail after single sign-on');
    await keepScreenshot(page, 'sso-card-detail-desktop-250');

    // The same link again (a replay): refused with a page that says why.
    const replayPage = await context.newPage();
    await expectRefusal(
      replayPage,
      link,
      'replayed',
      'This link has already been used. A sign-in link works only once: open the shop again from your portal.',
    );
    await context.close();
  });

  it('refuses a tampered, an expired and a foreign link with a clear page', async () => {
    const { context, page } = await freshPage(journey.browser, { language: { buId: PORTAL_UNIT, language: 'en' } });
    await expectRefusal(
      page,
      ssoLink(tampered(portalToken(PORTAL_UNIT, PORTAL_CUSTOMER))),
      'invalid',
      'The link is not valid: its signature or its destination could not be verified. ' +
        'Open the shop again from your portal.',
    );
    await expectAccessible(page, 'single sign-on refused');
    await keepScreenshot(page, 'sso-refused-tampered-desktop-250');

    await expectRefusal(
      page,
      ssoLink(portalToken(PORTAL_UNIT, { ...PORTAL_CUSTOMER, expiresIn: -120 })),
      'expired',
      'The link has expired. Go back to your portal and open the shop from there again.',
    );
    // A token unit 150's portal signed, opened on unit 250.
    await expectRefusal(
      page,
      ssoLink(portalToken('150', PORTAL_CUSTOMER)),
      'invalid',
      'The link is not valid: its signature or its destination could not be verified. ' +
        'Open the shop again from your portal.',
    );
    await context.close();
  });
});
