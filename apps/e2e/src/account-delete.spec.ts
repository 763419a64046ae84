import { createApiClient } from '@shop/api-client';
import { createOrder, register, registerConfirmation } from '@shop/contracts';
import { expectAccessible } from './support/axe';
import { contextWithSession, eventually, setUpJourney, testCaptchaToken } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { must } from './support/purchase';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();
/** Unit 250 lets its members delete their account (features.accountDeletion). */
const UNIT = '250';
const PASSWORD = 'Lavande-Douce7';

interface UnitFigures {
  orders: number;
  paidOrders: number;
  ordersOfDeletedAccounts: number;
  deletedAccounts: number;
}

const apiOf = (accessToken?: string) =>
  createApiClient({
    baseUrl: `${journey.shop.url}/api`,
    buId: () => UNIT,
    language: () => 'en',
    accessToken: () => accessToken,
  });

/** The unit's figures as the dev-only counting read gives them (loopback, dev mailbox on). */
async function unitFigures(): Promise<UnitFigures> {
  const response = await fetch(`${journey.shop.url}/api/dev/unit-figures?buId=${UNIT}`);
  if (!response.ok) throw new Error(`unit-figures answered ${response.status}`);
  return (await response.json()) as UnitFigures;
}

/** A new member of unit 250, registered and confirmed through the emailed link: answers its session. */
async function newMember(email: string) {
  const api = apiOf();
  const captchaToken = await testCaptchaToken(journey.shop.url, api, UNIT);
  must(
    await api.call(register, { email, firstName: 'Nora', lastName: 'Petit', password: PASSWORD, captchaToken }),
    'register',
  );
  const link = new URL(linkIn(await newestMessage(journey.shop.url, email), '/auth/confirm', journey.shop.url));
  const accountId = link.searchParams.get('accountId') ?? '';
  const verifyToken = link.searchParams.get('verifyToken') ?? '';
  return must(await api.call(registerConfirmation, { accountId, verifyToken }), 'registerConfirmation');
}

/** An order of one EUR 20 card the member starts for a friend (not sent to payment: nothing waits for it). */
async function orderOneCard(accessToken: string, custId: string, email: string): Promise<void> {
  const member = apiOf(accessToken);
  const orderLines = [
    {
      itemCode: 'MC-SHOP-D',
      amount: 2_000,
      qty: 1,
      deliverType: 'Email' as const,
      senderName: 'Nora Petit',
      senderEmail: email,
      receiverName: 'Jeanne Petit',
      receiverEmail: `friend.of.${email}`,
      message: 'Bon anniversaire',
    },
  ];
  must(await member.call(createOrder, { custId, orderLines }), 'createOrder');
}

describe('deleting an account', () => {
  it('asks why and to confirm, signs out, the login then fails and the orders still count', async () => {
    const email = `nora.petit.${Date.now()}@example.com`;
    const session = await newMember(email);
    await orderOneCard(session.accessToken, session.custId, email);
    const before = await unitFigures();

    const context = await contextWithSession(journey.browser, UNIT, session);
    await context.addInitScript((key) => window.localStorage.setItem(key, 'en'), `shop:${UNIT}:language`);
    const page = await context.newPage();
    await page.goto(`${journey.shop.url}/${UNIT}/account/profile`);
    await page.getByTestId('profile-tab-delete').click();
    const form = page.getByTestId('delete-account-form');
    await form.waitFor();
    expect(await form.locator('input[name="reasons"]').count()).toBe(10);

    // Nothing chosen: the form says what is missing next to it.
    await page.getByTestId('delete-account-submit').click();
    await eventually(() => page.locator('[data-field-error="reasons"]').textContent(), 'Please choose a reason.');
    await eventually(
      () => page.locator('[data-field-error="understood"]').textContent(),
      'Please confirm that you understand.',
    );
    await expectAccessible(page, 'delete account form with errors');
    await page.getByLabel('I no longer use this account').check();
    await page.getByLabel('The discounts are not attractive enough').check();
    await page.getByLabel('I understand that my account cannot be restored.').check();
    await page.getByTestId('delete-account-submit').click();
    await page.getByTestId('delete-account-dialog').waitFor();
    await expectAccessible(page, 'delete account confirmation');
    await keepScreenshot(page, 'account-delete-confirm-desktop-250');
    await page.getByTestId('delete-account-confirm').click();

    // Signed out (the API ended every session of the account).
    await page.getByTestId('login-link').waitFor();
    await keepScreenshot(page, 'account-deleted-desktop-250');

    // Its login fails now.
    await page.goto(`${journey.shop.url}/${UNIT}/auth/login`);
    const login = page.getByTestId('login-form');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await eventually(
      async () => (await page.getByTestId('login-alert').textContent())?.trim(),
      'Incorrect account or password.',
    );

    // The unit's figures keep its order.
    const after = await unitFigures();
    expect(after.orders).toBe(before.orders);
    expect(after.ordersOfDeletedAccounts).toBe(before.ordersOfDeletedAccounts + 1);
    expect(after.deletedAccounts).toBe(before.deletedAccounts + 1);
    await context.close();
  });
});
