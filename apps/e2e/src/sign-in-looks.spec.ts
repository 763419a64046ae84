import { createApiClient } from '@shop/api-client';
import {
  getUnitSettings,
  operatorSignIn,
  operatorVerifyTotp,
  publishUnitSettings,
  register,
  resetPassword,
  saveUnitSettingsDraft,
  sendEmailVerification,
} from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, eventually, setUpJourney, signInThroughApi, testCaptchaToken } from './support/browser';
import { linkIn, newestMessage } from './support/mailbox';
import { OPERATORS, totpCode } from './support/operator';
import { freshPage } from './support/pages';
import { portalToken, tampered } from './support/portal-token';
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

/** Unit 97's operator publishes its settings with two-factor sign-in switched on or off, through the API. */
async function setTwoFactor97(on: boolean): Promise<void> {
  const who = OPERATORS.ops97;
  const challenge = await apiOf().call(operatorSignIn, { email: who.email, password: who.password });
  if (!challenge.ok) throw new Error(challenge.error.message);
  // A code is accepted once per 30 s step: the second change waits for the next step's code.
  const deadline = Date.now() + 65_000;
  let session: { accessToken: string } | null = null;
  while (!session && Date.now() < deadline) {
    const answer = await apiOf().call(operatorVerifyTotp, {
      challengeId: challenge.data.challengeId,
      code: totpCode(who),
    });
    if (answer.ok) session = answer.data;
    // Wait for the next 30 s step (retrying the same code would count as a wrong one).
    else await new Promise((resolve) => setTimeout(resolve, 30_500 - (Date.now() % 30_000)));
  }
  if (!session) throw new Error('The operator sign-in failed');
  const operator = apiOf('97', session.accessToken);
  const live = await operator.call(getUnitSettings, { buId: '97' });
  if (!live.ok) throw new Error(live.error.message);
  const params = { ...live.data.params, features: { ...live.data.params.features, twoFactor: on } };
  const draft = await operator.call(saveUnitSettingsDraft, {
    buId: '97',
    basedOn: live.data.liveVersionNo,
    params,
    note: `Looks journey: two-factor sign-in ${on ? 'on' : 'off'}`,
  });
  if (!draft.ok) throw new Error(draft.error.message);
  const published = await operator.call(publishUnitSettings, { buId: '97', versionNo: draft.data.version.versionNo });
  if (!published.ok) throw new Error(published.error.message);
}

/** Each case opens its pages four times (two widths, two languages) with axe-core: slow on a busy machine. */
const LOOK_TIMEOUT_MS = 240_000;

/** Opens a page as a visitor (or with a session), checks it with axe-core and keeps its screenshot. */
async function look(name: string, path: string, ready: (page: Page) => Promise<unknown>, session?: object) {
  await lookAt(
    name,
    '97',
    async (page) => {
      await page.goto(`${journey.shop.url}${path}`);
      await ready(page);
    },
    session,
  );
}

/** As look(), on any unit, the page reached by `open` (which may fill forms on the way). */
async function lookAt(name: string, buId: string, open: (page: Page) => Promise<unknown>, session?: object) {
  for (const { viewport, language } of LOOKS) {
    const { context, page } = await freshPage(journey.browser, { viewport, language: { buId, language } });
    if (session)
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        `shop:${buId}:session`,
        JSON.stringify(session),
      ] as const);
    await open(page);
    await page.locator(`html[lang="${language}"]`).waitFor();
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
    'the social sign-in callback and the single sign-on refusal',
    async () => {
      // The provider's return address opened again (no sign-in started in this tab): the page says so.
      await lookAt('oauth-callback-failed', '97', async (page) => {
        await page.goto(`${journey.shop.url}/auth/oauth/callback?code=used-code&state=${'s'.repeat(43)}`);
        await eventually(() => page.getByTestId('oauth-callback').getAttribute('data-state'), 'failed', 30_000);
      });
      // A portal link on a unit without single sign-on (97, the one in Arabic): refused with a clear page.
      await lookAt('sso-refused', '97', async (page) => {
        const jwt = tampered(portalToken('250', { sub: 'looks-1', email: 'looks.portal@example.com', name: 'Looks' }));
        await page.goto(`${journey.shop.url}/sso?${new URLSearchParams({ jwt })}`);
        await eventually(
          async () => (await page.getByTestId('sso-landing').getAttribute('data-state')) !== 'signingIn',
          true,
          30_000,
        );
        await page.getByTestId('sso-refusal').waitFor();
      });
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

  it(
    'the two-factor code step, once unit 97 (the one in Arabic) switches two-factor sign-in on',
    async () => {
      await setTwoFactor97(true);
      try {
        // The labels are in the page's language: the fields by name.
        await lookAt('two-factor-step', '97', async (page) => {
          await page.goto(`${journey.shop.url}/auth/login`);
          const form = page.getByTestId('login-form');
          await form.waitFor({ timeout: 30_000 });
          await form.locator('input[name="email"]').fill('layla.haddad@example.com');
          await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
          await page.getByTestId('login-submit').click();
          await page.getByTestId('two-factor-form').waitFor({ timeout: 30_000 });
          await eventually(() => page.getByTestId('two-factor-resend').isDisabled(), true);
        });
      } finally {
        await setTwoFactor97(false);
      }
    },
    LOOK_TIMEOUT_MS,
  );
});
