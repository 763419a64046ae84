import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { contextWithSession, eventually, setUpJourney, signInThroughApi } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

/**
 * Email verification from the profile (a member of unit 97 sends the link, reads it in the mailbox, approves
 * it, and the profile shows the address verified), then the account header of a EUROPE unit (250, French)
 * and of the default group (97), in Arabic on a 390 px phone too (decisions 0055, 0056).
 */

// Several pages, each with axe, on a machine shared with other runs.
jest.setTimeout(150_000);

const journey = setUpJourney();
const OMAR = 'omar.farouk@example.com';

/** A page of a unit signed in as `account`, in `language`, at a desktop or phone size. */
async function signedInPage(
  browser: Browser,
  buId: string,
  account: string,
  language: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<Page> {
  const { session } = await signInThroughApi(journey.shop.url, buId, account);
  const context = await contextWithSession(browser, buId, session);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `shop:${buId}:language`,
    language,
  ] as const);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  return page;
}

const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

describe('the account: email verification and the header', () => {
  it('a member sends the verification link from the profile, approves it, and then sees it verified', async () => {
    const page = await signedInPage(journey.browser, '97', OMAR, 'en');
    await page.goto(`${journey.shop.url}/97/account/profile`);
    await eventually(() => textOf(page, 'email-verification-status'), 'Not verified', 30_000);
    await expectAccessible(page, 'profile, email not verified');
    await keepScreenshot(page, 'email-verification-not-verified-desktop-97');

    const send = page.getByTestId('email-verification-send');
    await send.click();
    await page.getByTestId('email-verification-sent').waitFor();
    expect(await textOf(page, 'email-verification-sent')).toContain(`We have sent a verification link to ${OMAR}.`);
    expect(await send.isDisabled()).toBe(true);
    expect(await textOf(page, 'email-verification-wait')).toMatch(/^You can ask for a new link in \d+ s\.$/);
    await expectAccessible(page, 'profile, verification link sent');
    await keepScreenshot(page, 'email-verification-sent-desktop-97');

    // The member opens the emailed link in the same browser, still signed in.
    const link = linkIn(await newestMessage(journey.shop.url, OMAR), '/memberValidate', journey.shop.url);
    const linkPage = await page.context().newPage();
    await linkPage.goto(link);
    await linkPage.getByTestId('member-validate-approve').waitFor();
    await expectAccessible(linkPage, 'member validation from the profile');
    await linkPage.getByTestId('member-validate-approve').click();
    await linkPage.getByTestId('member-validate-approved').waitFor();
    await expectAccessible(linkPage, 'member validation approved, signed in');
    await keepScreenshot(linkPage, 'email-verification-approved-desktop-97');
    await linkPage.getByTestId('member-validate-account').click();
    await eventually(() => textOf(linkPage, 'email-verification-status'), 'Verified', 30_000);
    expect(await linkPage.getByTestId('email-verification-send').count()).toBe(0);
    await expectAccessible(linkPage, 'profile, email verified');
    await keepScreenshot(linkPage, 'email-verification-verified-desktop-97');

    // A link cut short (no info) says it cannot be used.
    await linkPage.goto(`${journey.shop.url}/97/memberValidate?token=${new URL(link).searchParams.get('token')}`);
    await linkPage.getByTestId('member-validate-broken').waitFor();
    expect(await linkPage.getByRole('heading', { level: 1 }).textContent()).toBe('This link cannot be used');
    await expectAccessible(linkPage, 'member validation, broken link');
    await keepScreenshot(linkPage, 'member-validate-broken-desktop-97');
    await page.context().close();
  });

  it('the account header: EUROPE on unit 250 in French, the default on unit 97, and in Arabic on a phone', async () => {
    const french = await signedInPage(journey.browser, '250', 'camille.martin@example.com', 'fr');
    await french.goto(`${journey.shop.url}/250/account/profile`);
    const europe = french.getByTestId('account-header');
    await europe.waitFor();
    expect(await europe.getAttribute('data-group')).toBe('EUROPE');
    await eventually(() => textOf(french, 'account-signed-in-as'), 'Bienvenue, Camille Martin', 30_000);
    expect(await textOf(french, 'account-header-number')).toMatch(/^Numéro client \d+$/);
    await french.getByTestId('account-header-wallet').waitFor();
    expect(await textOf(french, 'account-header-wallet')).toMatch(/^Solde du portefeuille : .*€/);
    await expectAccessible(french, 'account header, EUROPE, French');
    await keepScreenshot(french, 'account-header-europe-desktop-250-fr');
    await french.context().close();

    const english = await signedInPage(journey.browser, '97', 'layla.haddad@example.com', 'en');
    await english.goto(`${journey.shop.url}/97/account/profile`);
    await eventually(() => textOf(english, 'account-signed-in-as'), 'Hello, Layla Haddad', 30_000);
    expect(await english.getByTestId('account-header').getAttribute('data-group')).toBe('DEFAULT');
    expect(await textOf(english, 'account-header-number')).toMatch(/^Member number \d+$/);
    await english.getByTestId('account-header-wallet').waitFor();
    expect(await textOf(english, 'account-header-wallet')).toMatch(/^Wallet balance: /);
    await expectAccessible(english, 'account header, default, English');
    await keepScreenshot(english, 'account-header-default-desktop-97-en');
    await english.context().close();

    const arabic = await signedInPage(journey.browser, '97', 'layla.haddad@example.com', 'ar', 'phone');
    await arabic.goto(`${journey.shop.url}/97/account/profile`);
    await eventually(() => textOf(arabic, 'account-signed-in-as'), 'مرحبًا، Layla Haddad', 30_000);
    await arabic.getByTestId('account-header-wallet').waitFor();
    await arabic.getByTestId('email-verification-status').waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Nothing wider than the phone's screen.
    expect(await arabic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await expectAccessible(arabic, 'account header, default, Arabic, phone');
    await keepScreenshot(arabic, 'account-header-default-phone-97-ar');
    await arabic.context().close();
  });
});
