import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, eventually, pathOf, setUpJourney } from './support/browser';
import { mailboxOf, newestMessage } from './support/mailbox';
import { fieldError, freshPage } from './support/pages';
import { keepScreenshot } from './support/screenshots';

const journey = setUpJourney();
/** Unit 150 signs its customers in with a code sent to them (features.twoFactor in its seed). */
const UNIT = '150';

/** The 6-digit code of the newest two-factor email to `email` (the count-th one). */
async function codeSentTo(email: string, count: number): Promise<string> {
  const message = await newestMessage(journey.shop.url, email, count);
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in "${message.subject}": ${message.body}`);
  return code;
}

/** A code that is surely not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.shop.url}/${UNIT}/auth/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor({ timeout: 30_000 });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('two-factor-form').waitFor();
}

/** Sends a code and waits for the API's answer (an error shown before belongs to the earlier attempt). */
async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/twoFaConfirmLogin')),
    page.getByTestId('two-factor-submit').click(),
  ]);
}

describe('two-factor sign-in on a unit that switches it on', () => {
  it('asks for the emailed code, refuses a wrong one, then signs in with the right one', async () => {
    const email = 'lucas.janssens@example.com';
    const { context, page } = await freshPage(journey.browser);
    const before = (await mailboxOf(journey.shop.url, email)).length;
    await passwordStep(page, email);
    // The resend button waits for the 59 s timer, which counts down on the page.
    await eventually(() => page.getByTestId('two-factor-resend').isDisabled(), true);
    expect(await page.getByTestId('two-factor-countdown').textContent()).toMatch(
      /You can ask for a new code in \d+ s\./,
    );
    await expectAccessible(page, 'two-factor code step');
    await keepScreenshot(page, 'two-factor-step-desktop-150');

    const code = await codeSentTo(email, before + 1);
    await enterCode(page, wrongCodeFor(code));
    await eventually(() => fieldError(page, 'code'), 'The code is wrong, please try again.');
    await expectAccessible(page, 'two-factor wrong code');
    await keepScreenshot(page, 'two-factor-wrong-code-desktop-150');

    await enterCode(page, code);
    await page.getByTestId('account-menu').waitFor();
    await eventually(() => pathOf(page), `/${UNIT}`);
    await context.close();
  });

  it('locks the sixth attempt after five wrong codes, the right code included', async () => {
    const email = 'ana.silva@example.com';
    const { context, page } = await freshPage(journey.browser, { viewport: 'phone' });
    const before = (await mailboxOf(journey.shop.url, email)).length;
    await passwordStep(page, email);
    const code = await codeSentTo(email, before + 1);
    const wrong = wrongCodeFor(code);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await enterCode(page, wrong);
      await eventually(() => fieldError(page, 'code'), 'The code is wrong, please try again.');
    }
    await enterCode(page, code);
    await eventually(
      () => fieldError(page, 'code'),
      'Too many wrong codes. Sign-in with a code is locked for 15 minutes; try again later.',
    );
    expect(await page.getByTestId('account-menu').count()).toBe(0);
    await expectAccessible(page, 'two-factor locked');
    await keepScreenshot(page, 'two-factor-locked-phone-150');
    await context.close();
  });
});
