import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { fieldError, freshPage, signOutFromHeader } from './support/pages';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();

describe('a new customer of unit 97', () => {
  it('registers, confirms by email, logs in, edits the profile and the address book, logs out', async () => {
    const { context, page } = await freshPage(journey.browser);
    const email = `noura.saleh.${Date.now()}@example.com`;
    const password = 'Oasis-Garden7';

    // The header's login dropdown leads to the individual login page; the form offers registration.
    await page.goto(`${journey.shop.url}/`);
    await page.getByTestId('login-link').click();
    await page.getByTestId('login-menu-individual').click();
    await page.getByTestId('login-form').waitFor();
    await expectAccessible(page, 'login page');
    await page.getByTestId('auth-tab-register').click();
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await expectAccessible(page, 'registration form');

    // Bad input first: each message shows next to its field, in the spec's words, and nothing is sent.
    await page.getByTestId('register-submit').click();
    await eventually(() => fieldError(page, 'firstName'), 'This field is required.');
    await form.getByLabel('First name').fill('Noura2');
    await form.getByLabel('Last name').fill('Saleh');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Confirm email').fill(email.replace('noura', 'nora'));
    await form.getByLabel('Password', { exact: true }).fill('short');
    await page.getByTestId('register-submit').click();
    await eventually(() => fieldError(page, 'firstName'), 'This field cannot accept numbers.');
    expect(await fieldError(page, 'confirmEmail')).toBeTruthy();
    expect(await fieldError(page, 'password')).toBeTruthy();
    await expectAccessible(page, 'registration form with errors');

    await form.getByLabel('First name').fill('Noura');
    await form.getByLabel('Confirm email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await keepScreenshot(page, 'register-filled-desktop-en');
    await page.getByTestId('register-submit').click();

    // Registered: back on the login form, which says where the link went.
    await eventually(() => pathOf(page), '/auth/login');
    await eventually(async () => (await page.getByTestId('login-notice').textContent())?.includes(email), true);

    // The confirmation link from the mailbox signs the new customer in.
    const confirmation = await newestMessage(journey.shop.url, email);
    await page.goto(linkIn(confirmation, '/auth/confirm', journey.shop.url));
    await eventually(() => page.getByTestId('confirm-registration').getAttribute('data-state'), 'confirmed');
    await page.getByTestId('account-menu').waitFor();
    await expectAccessible(page, 'registration confirmed');
    await keepScreenshot(page, 'confirm-registration-desktop-en');

    // The same link does not work twice.
    await page.goto(linkIn(confirmation, '/auth/confirm', journey.shop.url));
    await eventually(
      async () =>
        (await page.getByTestId('account-menu').count()) > 0 ||
        (await page.getByTestId('confirm-registration').getAttribute('data-state')) === 'failed',
      true,
    );

    await signOutFromHeader(page);

    // Log in with the new account.
    await page.goto(`${journey.shop.url}/auth/login`);
    const login = page.getByTestId('login-form');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('account-menu').waitFor();

    // Profile: a name with digits is refused next to the field; a good one is saved and kept.
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-profile').click();
    await eventually(() => pathOf(page), '/account/profile');
    const firstName = page.getByTestId('profile-first-name');
    await eventually(() => firstName.inputValue(), 'Noura');
    await firstName.fill('Nour4');
    await page.getByTestId('profile-personal-save').click();
    await eventually(() => fieldError(page, 'firstName'), 'This field cannot accept numbers.');
    await firstName.fill('Nour');
    await page.getByTestId('profile-last-name').fill('Al Saleh');
    await page.getByTestId('profile-personal-save').click();
    await eventually(async () => (await page.locator('[role="status"]').allTextContents()).join(' ').length > 0, true);
    await expectAccessible(page, 'profile');
    await page.reload();
    await eventually(() => page.getByTestId('profile-first-name').inputValue(), 'Nour');
    expect(await page.getByTestId('profile-last-name').inputValue()).toBe('Al Saleh');

    // Address book: add one (it becomes the default), then edit it.
    await page.getByTestId('profile-tab-addresses').click();
    await eventually(() => pathOf(page), '/account/profile/addresses');
    await page.getByTestId('address-book-add').click();
    await page.getByTestId('address-form').waitFor();
    await page.getByTestId('address-name').fill('Home');
    // Civility has no default: saving without it names the field.
    await page.getByTestId('address-first-name').fill('Nour');
    await page.getByTestId('address-save').click();
    await eventually(() => fieldError(page, 'civillity'), 'This field is required.');
    await page.getByTestId('address-civility').selectOption('2');
    await page.getByTestId('address-last-name').fill('Al Saleh');
    await page.getByTestId('address-first-address').fill('Villa 12, Street 4');
    await page.getByTestId('address-city').fill('Dubai');
    await page.getByTestId('address-save').click();
    await eventually(() => page.getByTestId('address-card').count(), 1);
    expect(await page.getByTestId('address-card').first().textContent()).toContain('Dubai');
    await expectAccessible(page, 'address book');

    await page.getByTestId('address-edit').first().click();
    await page.getByTestId('address-city').fill('Abu Dhabi');
    await page.getByTestId('address-save').click();
    await eventually(
      async () => (await page.getByTestId('address-card').first().textContent())?.includes('Abu Dhabi'),
      true,
    );
    await page.reload();
    await eventually(
      async () => (await page.getByTestId('address-card').first().textContent())?.includes('Abu Dhabi'),
      true,
    );

    // Log out: the account area is closed again.
    await signOutFromHeader(page);
    await page.goto(`${journey.shop.url}/account/profile`);
    await eventually(() => pathOf(page), '/auth/login');
    await context.close();
  });
});
