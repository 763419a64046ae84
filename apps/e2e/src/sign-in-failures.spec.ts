import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, eventually, setUpJourney } from './support/browser';
import { freshPage } from './support/pages';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();

const LOCKED =
  'Too many failed sign-in attempts. Your account is locked for 15 minutes; try again later or reset your password.';

describe('failed logins', () => {
  it('a wrong password says so; repeated failures lock the account, then even the right one is refused', async () => {
    const { context, page } = await freshPage(journey.browser);
    await page.goto(`${journey.shop.url}/auth/login`);
    const login = page.getByTestId('login-form');
    await login.waitFor();
    await login.getByLabel('Email address').fill('layla.haddad@example.com');
    const alertText = async () => (await page.getByTestId('login-alert').textContent())?.trim();
    // Each try waits for the server's answer, so every one of them is counted.
    const submit = () =>
      Promise.all([
        page.waitForResponse(
          (response) => new URL(response.url()).pathname.endsWith('/login') && response.request().method() === 'POST',
        ),
        page.getByTestId('login-submit').click(),
      ]);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login.getByLabel('Password', { exact: true }).fill(`Wrong-Guess${attempt}`);
      await submit();
      if (attempt === 1) {
        await eventually(alertText, 'Incorrect account or password.');
        await expectAccessible(page, 'login, wrong password');
        await keepScreenshot(page, 'login-wrong-password-desktop-en');
      }
    }
    await login.getByLabel('Password', { exact: true }).fill('Wrong-Guess6');
    await submit();
    await eventually(alertText, LOCKED);

    await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await submit();
    await eventually(alertText, LOCKED);
    expect(await page.getByTestId('account-menu').count()).toBe(0);
    await expectAccessible(page, 'login, account locked');
    await keepScreenshot(page, 'login-locked-desktop-en');
    await context.close();
  });
});
