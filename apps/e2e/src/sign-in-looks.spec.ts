import { createApiClient } from '@shop/api-client';
import { register, resetPassword, sendEmailVerification } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { eventually, setUpJourney, signInThroughApi, testCaptchaToken } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { freshPage } from './support/pages';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();

type Viewport = keyof typeof VIEWPORTS;
const LOOKS: { viewport: Viewport; language: 'en' | 'ar' }[] = [
  { viewport: 'desktop', language: 'en' },
  { viewport: 'phone', language: 'en' },
  { viewport: 'desktop', language: 'ar' },
  { viewport: 'phone', language: 'ar' },
];

function apiOf(buId = '97', accessToken?: string) {
  return createApiClient({
    baseUrl: `${journey.shop.url}/api`,
    buId: () => buId,
    language: () => 'en',
    accessToken: () => accessToken,
  });
}

/** A registration confirmation link for a new address, as the mailbox receives it. */
async function confirmationLink(index: number): Promise<string> {
  const email = `look.${index}.${Date.now()}@example.com`;
  const api = apiOf();
  const captchaToken = await testCaptchaToken(journey.shop.url, api, '97');
  const answer = await api.call(register, {
    email,
    firstName: 'Salma',
    lastName: 'Nasser',
    password: 'Desert-Rose5',
    captchaToken,
  });
  if (!answer.ok) throw new Error(answer.error.message);
  return linkIn(await newestMessage(journey.shop.url, email), '/auth/confirm', journey.shop.url);
}

/** Each case opens its pages four times (two widths, two languages) with axe-core: slow on a busy machine. */
const LOOK_TIMEOUT_MS = 240_000;

/** Opens a page as a visitor (or with a session), checks it with axe-core and keeps its screenshot. */
async function look(name: string, path: string, ready: (page: Page) => Promise<unknown>, session?: object) {
  for (const { viewport, language } of LOOKS) {
    const { context, page } = await freshPage(journey.browser, { viewport, language: { buId: '97', language } });
    if (session)
      await context.addInitScript(
        (value) => window.localStorage.setItem('shop:97:session', value),
        JSON.stringify(session),
      );
    await page.goto(`${journey.shop.url}${path}`);
    await page.locator(`html[lang="${language}"]`).waitFor();
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Nothing may stick out sideways: a phone user never scrolls horizontally.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, `${name} (${viewport}, ${language})`);
    await keepScreenshot(page, `${name}-${viewport}-${language}`);
    await context.close();
  }
}

describe('every page the sign-in work adds, at 1280 and 390 px, in English and Arabic', () => {
  it(
    'login, registration and forgot password',
    async () => {
      await look('login', '/auth/login', (page) => page.getByTestId('login-form').waitFor());
      await look('register', '/auth/login?tab=register', (page) => page.getByTestId('register-form').waitFor());
      await look('forgot-password', '/auth/forgot-password', (page) =>
        page.getByTestId('forgot-password-form').waitFor(),
      );
    },
    LOOK_TIMEOUT_MS,
  );

  it(
    'registration confirmed, and a link that does not work',
    async () => {
      let index = 0;
      for (const { viewport, language } of LOOKS) {
        const link = new URL(await confirmationLink(index++));
        const { context, page } = await freshPage(journey.browser, { viewport, language: { buId: '97', language } });
        await page.goto(link.href);
        await eventually(() => page.getByTestId('confirm-registration').getAttribute('data-state'), 'confirmed');
        await expectAccessible(page, `confirmed (${viewport}, ${language})`);
        await keepScreenshot(page, `confirm-ok-${viewport}-${language}`);
        await context.close();
      }
      await look(
        'confirm-failed',
        '/auth/confirm?accountId=1&verifyToken=AAAAAAAAAAAAAAAAAAAAAAAA&registerType=EM',
        (page) => eventually(() => page.getByTestId('confirm-registration').getAttribute('data-state'), 'failed'),
      );
    },
    LOOK_TIMEOUT_MS,
  );

  it(
    'reset password from a real link',
    async () => {
      const api = apiOf();
      const sent = await api.call(resetPassword, {
        email: 'omar.farouk@example.com',
        captchaToken: await testCaptchaToken(journey.shop.url, api, '97'),
      });
      expect(sent.ok).toBe(true);
      const link = new URL(
        linkIn(
          await newestMessage(journey.shop.url, 'omar.farouk@example.com'),
          '/auth/reset-password',
          journey.shop.url,
        ),
      );
      await look('reset-password', `${link.pathname}${link.search}`, (page) =>
        eventually(() => page.getByTestId('reset-password').getAttribute('data-state'), 'ready'),
      );
    },
    LOOK_TIMEOUT_MS,
  );

  it(
    'profile, address book and member validation of a signed-in customer',
    async () => {
      const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
      await look('profile', '/account/profile', (page) => page.getByTestId('profile-first-name').waitFor(), session);
      await look(
        'address-book',
        '/account/profile/addresses',
        (page) => page.getByTestId('address-card').first().waitFor(),
        session,
      );

      // A member whose email is not validated yet asks for the validation link.
      const unvalidated = (await signInThroughApi(journey.shop.url, '97', 'omar.farouk@example.com')).session;
      const sent = await apiOf('97', unvalidated.accessToken).call(sendEmailVerification, {
        custId: unvalidated.custId,
      });
      expect(sent.ok).toBe(true);
      const link = new URL(
        linkIn(await newestMessage(journey.shop.url, 'omar.farouk@example.com'), '/memberValidate', journey.shop.url),
      );
      await look('member-validate', `${link.pathname}${link.search}`, (page) =>
        page.getByTestId('member-validate-approve').waitFor(),
      );
    },
    LOOK_TIMEOUT_MS,
  );
});
