import { createApiClient } from '@shop/api-client';
import { sendEmailVerification } from '@shop/contracts';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, eventually, pathOf, setUpJourney, signInThroughApi } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { freshPage } from './support/pages';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();

describe('password and account links', () => {
  it('forgot password: the emailed link sets a new password once, and the old one stops working', async () => {
    const email = 'layla.haddad@example.com';
    const newPassword = 'Falcon-Nest42';
    const { context, page } = await freshPage(journey.browser);
    await page.goto(`${journey.shop.url}/auth/login`);
    await page.getByTestId('forgot-password-link').click();
    // The page's code loads on demand: on a busy machine that can take longer than a moment.
    await page.getByTestId('forgot-password-form').waitFor({ timeout: 60_000 });
    expect(await pathOf(page)).toBe('/auth/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByTestId('forgot-password-form').getByLabel('Email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    const message = await newestMessage(journey.shop.url, email);
    const resetLink = linkIn(message, '/auth/reset-password', journey.shop.url);
    await page.goto(resetLink);
    await eventually(() => page.getByTestId('reset-password').getAttribute('data-state'), 'ready');
    expect(await page.getByTestId('reset-password').getAttribute('data-member-type')).toBe('C');
    await expectAccessible(page, 'reset password');
    const form = page.getByTestId('reset-password-form');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm the new password').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    // The emailed link names the unit, and the page keeps it.
    await eventually(() => pathOf(page), '/97/auth/login');
    await page.getByTestId('login-notice').waitFor();

    // The link was used up: opening it again says so and offers a new one.
    await page.goto(resetLink);
    await eventually(() => page.getByTestId('reset-password').getAttribute('data-state'), 'invalid');
    await page.getByTestId('reset-ask-again').waitFor();
    await expectAccessible(page, 'reset link used');

    // The old password no longer opens the account; the new one does.
    await page.goto(`${journey.shop.url}/auth/login`);
    const login = page.getByTestId('login-form');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await eventually(
      async () => (await page.getByTestId('login-alert').textContent())?.trim(),
      'Incorrect account or password.',
    );
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('account-menu').waitFor();
    await context.close();
  });

  it('logs in on unit 250 with a mobile number and area code, and remembers it for the next visit', async () => {
    const { context, page } = await freshPage(journey.browser);
    await page.goto(`${journey.shop.url}/250/auth/login`);
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('login-method-mobile').check();
    await page.locator('select[name="phone.areaCode"]').selectOption('+33');
    await page.locator('input[name="phone.number"]').fill('612345678');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="remember"]').check();
    await expectAccessible(page, 'login by mobile (fr)');
    await keepScreenshot(page, 'login-mobile-250-desktop-fr');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('account-menu').waitFor();
    await eventually(() => pathOf(page), '/250');

    // The LMC and LMN cookies keep the number for a year (8,760 hours).
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(decodeURIComponent(cookies.LMC?.value ?? '')).toBe('+33');
    expect(cookies.LMN?.value).toBe('612345678');
    const lifetimeHours = (cookies.LMN.expires * 1000 - Date.now()) / 3_600_000;
    expect(Math.round(lifetimeHours)).toBe(8760);
    await context.close();
  });

  it('member validation: the emailed link shows who is asked, sends the decision once and says so', async () => {
    // A member whose email is not validated yet asks for the link.
    const { session } = await signInThroughApi(journey.shop.url, '97', 'omar.farouk@example.com');
    const signedIn = createApiClient({
      baseUrl: `${journey.shop.url}/api`,
      buId: () => '97',
      language: () => 'en',
      accessToken: () => session.accessToken,
    });
    const sent = await signedIn.call(sendEmailVerification, { custId: session.custId });
    expect(sent.ok).toBe(true);
    const message = await newestMessage(journey.shop.url, 'omar.farouk@example.com');
    const link = linkIn(message, '/memberValidate', journey.shop.url);

    const { context, page } = await freshPage(journey.browser);
    await page.goto(link);
    await eventually(
      async () => (await page.getByTestId('member-validate-email').textContent())?.trim(),
      'omar.farouk@example.com',
    );
    await expectAccessible(page, 'member validation');
    await keepScreenshot(page, 'member-validate-desktop-en');
    await page.getByTestId('member-validate-approve').click();
    await page.getByTestId('member-validate-approved').waitFor();
    await expectAccessible(page, 'member validation approved');

    // A decision is sent once: the link is spent.
    await page.goto(link);
    await page.getByTestId('member-validate-approve').click();
    await eventually(
      async () =>
        (await page.getByTestId('member-validate-error').textContent())?.includes(
          'The validation link is invalid or has expired.',
        ),
      true,
    );
    await context.close();
  });
});
