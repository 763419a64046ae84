import type { Page } from 'playwright-core';
import { createApiClient } from '@shop/api-client';
import { getUnitSettings } from '@shop/contracts';
import { expectAccessible } from './support/axe';
import { collectPageErrors, eventually, pathOf, setUpJourney } from './support/browser';
import {
  OPERATORS,
  OPERATOR_TEXTS,
  desktopPage,
  enterOperatorCode,
  enterOperatorPassword,
  operatorAccessToken,
  signInAsOperator,
} from './support/operator';
import { keepScreenshot } from './support/screenshots';

// Issue 21, first journey: an operator of unit 97 signs in with password and TOTP, switches B2B on, the card
// balance query off and changes the banner text, publishes; without a restart the shop at / shows the business
// tab and the new text and no longer offers /query; restoring the earlier version gives the shop back as it
// was. An operator of unit 250 cannot open unit 97's settings: the API refuses him, not only the menu.
jest.setTimeout(300_000);

const journey = setUpJourney();
const shot = (name: string) => `operator-settings-${name}-1280`;
const ORIGINAL_TEXT = 'Gift cards for every occasion, delivered in minutes';
const NEW_TEXT = 'Ramadan gift week: cards for teams and families';

/** What a visitor of unit 97 sees at / after a fresh page load: the header's tabs and the banner's text. */
async function shopAsVisitorSees(page: Page) {
  await page.goto(`${journey.shop.url}/`);
  await page.getByTestId('nav-faq').first().waitFor({ timeout: 60_000 });
  const topBar = await page.locator('body').innerText();
  return {
    businessTab: await page.getByTestId('nav-forBusiness').count(),
    queryLink: await page.getByTestId('nav-queryCard').count(),
    newText: topBar.includes(NEW_TEXT),
    originalText: topBar.includes(ORIGINAL_TEXT),
  };
}

const headingOf = (page: Page) => page.locator('h1').first().innerText();

describe('an operator switches a unit’s features at run time', () => {
  it('publishes B2B on, query off and a new banner text for unit 97, then restores the earlier version', async () => {
    const operator = await desktopPage(journey.browser);
    const errors = collectPageErrors(operator);

    // Sign in: the operator pages send to their own sign-in, password first, then the authenticator's code.
    await operator.goto(`${journey.shop.url}/operator`);
    await eventually(() => pathOf(operator), '/operator/sign-in', 60_000);
    await operator.getByLabel(OPERATOR_TEXTS.email, { exact: true }).waitFor({ timeout: 60_000 });
    await expectAccessible(operator, 'operator sign-in');
    await keepScreenshot(operator, shot('sign-in'));
    await enterOperatorPassword(operator, OPERATORS.ops97);
    await expectAccessible(operator, 'operator sign-in code step');
    await keepScreenshot(operator, shot('sign-in-code'));
    await enterOperatorCode(operator, OPERATORS.ops97);

    // His one unit opens: its live settings, every feature switch in the form.
    await eventually(() => pathOf(operator), '/operator/settings/97', 30_000);
    await operator.getByTestId('operator-settings-form').waitFor({ timeout: 30_000 });
    const liveVersion = Number(await operator.getByTestId('operator-open-version').getAttribute('data-version'));
    expect(await operator.getByTestId('banner-text-en').inputValue()).toBe(ORIGINAL_TEXT);
    expect(await operator.getByTestId('feature-b2b').isChecked()).toBe(false);
    expect(await operator.getByTestId('feature-queryCard').isChecked()).toBe(true);
    await expectAccessible(operator, 'unit settings');
    await keepScreenshot(operator, shot('settings'));

    // The shop before: no business tab, the balance query offered, the brand's text.
    const visitor = await desktopPage(journey.browser);
    expect(await shopAsVisitorSees(visitor)).toEqual({
      businessTab: 0,
      queryLink: 1,
      newText: false,
      originalText: true,
    });

    // The change: a draft first (the shop does not see it), then published.
    await operator.getByTestId('feature-b2b').check();
    await operator.getByTestId('feature-queryCard').uncheck();
    await operator.getByTestId('banner-text-en').fill(NEW_TEXT);
    await operator.getByLabel(OPERATOR_TEXTS.note, { exact: true }).fill('B2B launch for the gift week');
    await operator.getByTestId('operator-save-draft').click();
    const draftBar = operator.getByTestId('operator-draft-bar');
    await draftBar.waitFor({ timeout: 30_000 });
    const draftVersion = Number(await operator.getByTestId('operator-open-version').getAttribute('data-version'));
    expect(draftVersion).toBeGreaterThan(liveVersion);
    const draftRow = operator.getByTestId(`version-row-${draftVersion}`);
    await draftRow.waitFor({ timeout: 30_000 });
    const draftRowText = await draftRow.innerText();
    for (const what of ['features.b2b', 'features.queryCard', 'support.message.en', 'Omar Operator', 'Draft'])
      expect(draftRowText).toContain(what);
    await expectAccessible(operator, 'unit settings with a draft');
    await keepScreenshot(operator, shot('draft'));
    expect(await shopAsVisitorSees(visitor)).toEqual({
      businessTab: 0,
      queryLink: 1,
      newText: false,
      originalText: true,
    });

    await operator.getByTestId('operator-publish-draft').click();
    await eventually(
      async () =>
        (
          await operator
            .getByTestId('operator-version-outcome')
            .innerText()
            .catch(() => '')
        ).trim(),
      `Version ${draftVersion} is live: the shop shows it from its next page load.`,
      30_000,
    );
    await eventually(async () => operator.getByTestId('operator-draft-bar').count(), 0);
    // The versions list is read again after the publish: its row turns live when that answer is in.
    await eventually(
      async () => operator.getByTestId(`version-row-${draftVersion}`).getAttribute('data-state'),
      'live',
      30_000,
    );
    await expectAccessible(operator, 'unit settings published');
    await keepScreenshot(operator, shot('published'));

    // Without a restart: the visitor's next page load shows the business tab and the new text, no balance query.
    await eventually(
      () => shopAsVisitorSees(visitor),
      { businessTab: 1, queryLink: 0, newText: true, originalText: false },
      30_000,
    );
    await expectAccessible(visitor, 'shop home after publishing');
    await keepScreenshot(visitor, shot('shop-published'));
    await visitor.goto(`${journey.shop.url}/query`);
    await eventually(() => headingOf(visitor), 'Page not found', 30_000);
    await expectAccessible(visitor, '/query after publishing');
    await keepScreenshot(visitor, shot('query-gone'));

    // Restore the version that was live before: a new version with its settings, published at once.
    await operator.getByRole('button', { name: `Restore version ${liveVersion}`, exact: true }).click();
    const outcome = operator.getByTestId('operator-version-outcome');
    await eventually(
      async () => /is restored as version \d+, now live\./.test(await outcome.innerText().catch(() => '')),
      true,
      30_000,
    );
    await eventually(async () => operator.getByTestId('feature-b2b').isChecked(), false, 30_000);
    expect(await operator.getByTestId('feature-queryCard').isChecked()).toBe(true);
    expect(await operator.getByTestId('banner-text-en').inputValue()).toBe(ORIGINAL_TEXT);
    await expectAccessible(operator, 'unit settings restored');
    await keepScreenshot(operator, shot('restored'));

    await eventually(
      () => shopAsVisitorSees(visitor),
      { businessTab: 0, queryLink: 1, newText: false, originalText: true },
      30_000,
    );
    await visitor.goto(`${journey.shop.url}/query`);
    await eventually(() => headingOf(visitor), 'Check your card balance', 30_000);
    await keepScreenshot(visitor, shot('shop-restored'));
    expect(errors).toEqual([]);
    await visitor.context().close();
    await operator.context().close();
  });

  it('an operator of unit 250 cannot open unit 97’s settings: the API refuses him', async () => {
    const page = await desktopPage(journey.browser);
    await signInAsOperator(page, journey.shop.url, OPERATORS.ops250);
    await eventually(() => pathOf(page), '/operator/settings/250', 30_000);
    await page.getByTestId('operator-settings-form').waitFor({ timeout: 30_000 });
    // Unit 97 is not in his unit picker; typed in the address, the page asks the API, which refuses.
    expect(await page.getByTestId('operator-unit-picker').locator('option').allInnerTexts()).toEqual([
      '250 – Maison Cadeaux',
    ]);
    await page.goto(`${journey.shop.url}/operator/settings/97`);
    const refusal = page.getByTestId('operator-settings-refused');
    await refusal.waitFor({ timeout: 30_000 });
    expect((await refusal.innerText()).trim()).toBe('You do not run this business unit.');
    expect(await page.getByTestId('operator-settings-form').count()).toBe(0);
    await expectAccessible(page, 'unit 97 refused to an operator of unit 250');
    await keepScreenshot(page, shot('refused'));

    // The same call straight to the API with his token: 403, code 58050.
    const token = await operatorAccessToken(page);
    const api = createApiClient({
      baseUrl: `${journey.shop.url}/api`,
      buId: () => '97',
      language: () => 'en',
      accessToken: () => token,
    });
    const refused = await api.call(getUnitSettings, { buId: '97' });
    expect(refused.ok ? 'answered' : { status: refused.status, code: refused.error.code }).toEqual({
      status: 403,
      code: 58050,
    });
    const own = await api.call(getUnitSettings, { buId: '250' });
    expect(own.ok && own.data.params.buId).toBe('250');
    await page.context().close();
  });

  it('an administrator opens the catalogue editor and the copy of a unit (axe on each)', async () => {
    const page = await desktopPage(journey.browser);
    await signInAsOperator(page, journey.shop.url, OPERATORS.admin);
    // An administrator runs every unit: the picker starts on the first one (150); unit 97 by its address.
    await page.getByTestId('operator-nav-catalogue').click();
    await eventually(() => pathOf(page), '/operator/catalogue/150', 30_000);
    await page.goto(`${journey.shop.url}/operator/catalogue/97`);
    const form = page.getByTestId('operator-catalogue-form');
    await form.waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'catalogue editor');
    await keepScreenshot(page, shot('catalogue'));
    // A broken rule shows next to its field, before anything is sent.
    const validity = form.getByLabel('Valid for (months)').first();
    await validity.fill('13');
    await page.getByRole('button', { name: OPERATOR_TEXTS.saveDraft, exact: true }).click();
    await eventually(async () => (await form.innerText()).includes('A card is valid from 1 to 12 months.'), true);
    await expectAccessible(page, 'catalogue editor with an error');
    await validity.fill('12');
    await page.getByRole('button', { name: OPERATOR_TEXTS.saveDraft, exact: true }).click();
    await page.getByTestId('operator-draft-bar').waitFor({ timeout: 30_000 });
    await keepScreenshot(page, shot('catalogue-draft'));

    await page.getByTestId('operator-nav-copy-unit').click();
    await page.getByLabel('Id of the new unit', { exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'copy of a unit');
    await keepScreenshot(page, shot('copy-unit'));
    await page.context().close();
  });
});
