import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { freshPage, signOutFromHeader } from './support/pages';
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

/** The session the page keeps for unit 97 (what the header shows). */
async function storedSession(page: Page): Promise<{ custId: string; custName: string }> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('shop:97:session') ?? '{}'));
}

/** "Continue with Google" on unit 97's login page, then the stand-in provider's test user. */
async function signInWithGoogle(page: Page, user: string): Promise<void> {
  await page.goto(`${journey.shop.url}/auth/login`);
  await page.getByTestId('social-GOOGLE').click();
  await page.getByRole('button', { name: new RegExp(`^Continue as ${user}`) }).click({ timeout: 30_000 });
  await page.getByTestId('account-menu').waitFor({ timeout: 30_000 });
}

describe('social sign-in through the stand-in OpenID Connect provider', () => {
  it('"Sign in with Google" creates an account on unit 97, and the same user signs in again later', async () => {
    const { context, page } = await freshPage(journey.browser);
    await page.goto(`${journey.shop.url}/auth/login`);
    await page.getByTestId('social-GOOGLE').waitFor({ timeout: 30_000 });
    expect(await page.getByText(/not available/).count()).toBe(0);
    await expectAccessible(page, 'login page with social sign-in');
    await keepScreenshot(page, 'social-buttons-desktop-97');

    await signInWithGoogle(page, 'Amira Nassar');
    await eventually(() => pathOf(page), '/');
    const first = await storedSession(page);
    expect(first.custName).toBe('Amira Nassar');
    await keepScreenshot(page, 'social-signed-in-desktop-97');

    // Later, signed out, on another visit (no provider session either): the same account comes back.
    await signOutFromHeader(page);
    await context.close();
    const later = await freshPage(journey.browser);
    await signInWithGoogle(later.page, 'Amira Nassar');
    expect(await storedSession(later.page)).toEqual(expect.objectContaining({ custId: first.custId }));
    await later.context.close();
  }, 120_000);
});

describe("single sign-on from a unit's portal", () => {
  it("the portal's signed link opens the card detail it names, already signed in", async () => {
    const { context, page } = await freshPage(journey.browser, { language: { buId: PORTAL_UNIT, language: 'en' } });
    await page.goto(`${journey.shop.url}/${PORTAL_UNIT}/auth/login`);
    await page.getByTestId('social-SSO').click({ timeout: 30_000 });
    // The stand-in portal signs the link for the customer and the card chosen there.
    await page.getByLabel('Card to open (item code)').fill('MC-SHOP-D', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Go to the gift shop' }).click();
    await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Maison Shopping eGift');
    await page.getByTestId('account-menu').waitFor();
    await eventually(() => pathOf(page), `/${PORTAL_UNIT}/buying-self`);
    // The token does not stay in the address or the history.
    expect(page.url()).not.toContain('jwt=');
    await expectAccessible(page, 'card detail after single sign-on');
    await keepScreenshot(page, 'sso-portal-card-detail-desktop-250');
    await context.close();
  });

  it('a link used once is refused the second time', async () => {
    const { context, page } = await freshPage(journey.browser, { language: { buId: PORTAL_UNIT, language: 'en' } });
    const link = ssoLink(portalToken(PORTAL_UNIT, PORTAL_CUSTOMER), { item: 'MC-SHOP-D' });
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('itemCode')).toBe('MC-SHOP-D');

    // The same link again in another browser (a replay): refused with a page that says why.
    const other = await freshPage(journey.browser, { language: { buId: PORTAL_UNIT, language: 'en' } });
    await expectRefusal(
      other.page,
      link,
      'replayed',
      'This link has already been used. A sign-in link works only once: open the shop again from your portal.',
    );
    await Promise.all([context.close(), other.context.close()]);
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
