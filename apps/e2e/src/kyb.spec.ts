import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { unit250Page } from './support/business';
import {
  HEAVY_PASSPORT_PDF,
  KYB_TEXTS,
  PASSPORT_PDF,
  choosePassport,
  fieldErrorIn,
  fillFields,
  openTab,
  panel,
  saveTab,
  tabStatusOf,
  verificationLink,
} from './support/kyb';
import { keepScreenshot } from './support/screenshots';

// An email, two visits, five tabs, three refusals and a submit: more than the minute a journey gets by default.
jest.setTimeout(300_000);

const journey = setUpJourney();
const PASSWORD = 'Lemaire-2026';

/** Claire Lemaire, the company's manager and majority owner, as the representatives tab takes her. */
const CLAIRE = {
  'people.0.civility': '2',
  'people.0.firstName': 'Claire',
  'people.0.lastName': 'Lemaire',
  'people.0.birthCity': 'Lyon',
  'people.0.nationality': 'FR',
  'people.0.stake': '60',
  'people.0.idDocumentType': 'PASSPORT',
  'people.0.taxResidence': 'FR',
  'people.0.tin': '1234567890123',
  'people.0.occupation': 'EXEC',
  'people.0.monthlyIncomeRange': 'MIR3',
  'people.0.assetsRange': 'PAR2',
};

/** Looks at a tab as a user would (axe, then a full-page screenshot at 1280 px). */
async function lookAt(page: Page, name: string, language: 'fr' | 'en') {
  await expectAccessible(page, `KYB ${name} (${language})`);
  await keepScreenshot(page, `kyb-${name}-desktop-${language}`);
}

describe('company verification (KYB) on unit 250', () => {
  it('a company fills its dossier over two visits, fixes what is refused and submits it', async () => {
    const shop = journey.shop.url;
    const email = `kyb.${Date.now()}@boutique-lemaire.fr`;

    // First visit, in French: from the business offer to the verification, started with the work email.
    const page = await unit250Page(journey.browser, 'fr');
    await page.goto(`${shop}/250/b2b/info`);
    await page.getByRole('link', { name: 'Faites vérifier votre entreprise' }).click({ timeout: 60_000 });
    await page.getByTestId('kyb-start-form').waitFor();
    await lookAt(page, 'entry', 'fr');
    await page.getByTestId('kyb-start-form').locator('[name="email"]').fill(email);
    await page.getByTestId('kyb-start-submit').click();
    await page.getByTestId('kyb-link-sent').waitFor();

    // The emailed link confirms the address; the account is the company's name and a password.
    await page.goto(await verificationLink(shop, email));
    const account = page.getByTestId('kyb-account-form');
    await account.waitFor({ timeout: 30_000 });
    await fillFields(account, { companyName: 'Boutique Lemaire', password: PASSWORD, confirmPassword: PASSWORD });
    await lookAt(page, 'verify-email', 'fr');
    await page.getByTestId('kyb-account-submit').click();

    // Company information, from the reference lists in French: half of it today, saved as a draft.
    await panel(page, 'company').locator('[name="legalForm"]').waitFor({ timeout: 30_000 });
    await eventually(() => pathOf(page), '/250/b2b/kyb/dossier');
    expect(await panel(page, 'company').locator('[name="legalForm"] option[value="SARL"]').textContent()).not.toBe('');
    await fillFields(panel(page, 'company'), { sirenNumber: '732829320', city: 'Paris', legalForm: 'SARL' });
    await saveTab(page, 'company', 'draft');
    expect(await page.getByTestId('kyb-saved-company').textContent()).toBe(KYB_TEXTS.fr.draftSaved);
    await lookAt(page, 'company', 'fr');

    // A legal representative: an under-age birth date and a 5 MB passport are refused next to their fields.
    await openTab(page, 'representatives');
    const representatives = panel(page, 'representatives');
    await fillFields(representatives, { ...CLAIRE, 'people.0.birthDate': '2012-03-01' });
    const passport = await choosePassport(representatives, 0, { name: 'passeport.pdf', buffer: HEAVY_PASSPORT_PDF });
    await eventually(() => passport.getAttribute('data-state'), 'failed');
    expect(await fieldErrorIn(representatives, 'people.0.idDocumentFileId')).toBe(KYB_TEXTS.fr.fileTooBig);
    await page.getByTestId('kyb-save-representatives').click();
    await eventually(() => fieldErrorIn(representatives, 'people.0.birthDate'), KYB_TEXTS.fr.minimumAge);
    await lookAt(page, 'representatives-refused', 'fr');
    await fillFields(representatives, { 'people.0.birthDate': '1979-06-15' });
    await choosePassport(representatives, 0, { name: 'passeport.pdf', buffer: PASSPORT_PDF });
    await eventually(() => passport.getAttribute('data-state'), 'stored', 30_000);
    await saveTab(page, 'representatives');
    await lookAt(page, 'representatives', 'fr');
    for (const section of ['shareholders', 'embargo', 'bank']) {
      await openTab(page, section);
      await lookAt(page, section, 'fr');
    }

    // The company signs out and stops there for today.
    await page.getByTestId('kyb-sign-out').click();
    await page.getByTestId('kyb-sign-in-form').waitFor();
    await eventually(() => pathOf(page), '/250/b2b/kyb');
    await page.context().close();

    // Second visit, in English: signed in, it finds its drafts and goes on where it stopped.
    const next = await unit250Page(journey.browser, 'en');
    await next.goto(`${shop}/250/b2b/kyb`);
    const signIn = next.getByTestId('kyb-sign-in-form');
    await signIn.waitFor({ timeout: 60_000 });
    await fillFields(signIn, { email, password: PASSWORD });
    await next.getByTestId('kyb-sign-in-submit').click();
    // The page opens on the half-filled company tab, as it was left.
    await next.getByTestId('kyb-panel-company').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await tabStatusOf(next, 'company')).toBe('draft');
    expect(await tabStatusOf(next, 'representatives')).toBe('complete');
    const company = panel(next, 'company');
    expect(await company.locator('[name="legalForm"]').inputValue()).toBe('SARL');
    expect(await company.locator('[name="zipCode"]').inputValue()).toBe('');
    await fillFields(company, {
      firstAddress: '18 rue Réaumur',
      zipCode: '75002',
      country: 'FR',
      accountCategory: 'RETAIL',
      annualTurnover: 'ATO2',
      entityType: 'COMPANY',
      netIncomeRange: 'NIR2',
      societyType: 'PRIVATE',
    });
    await saveTab(next, 'company');
    expect(await next.getByTestId('kyb-saved-company').textContent()).toBe(KYB_TEXTS.en.complete);
    await lookAt(next, 'company', 'en');
    await openTab(next, 'representatives');
    expect(await panel(next, 'representatives').locator('[name="people.0.firstName"]').inputValue()).toBe('Claire');
    expect(await panel(next, 'representatives').getByText('passeport.pdf').count()).toBe(1);
    await lookAt(next, 'representatives', 'en');

    // A shareholder holding 30 %, with Claire's 60 % within the 100 %.
    await openTab(next, 'shareholders');
    const shareholders = panel(next, 'shareholders');
    await shareholders.getByTestId('kyb-person-add').click();
    await fillFields(shareholders, {
      ...CLAIRE,
      'people.0.civility': '1',
      'people.0.firstName': 'Marc',
      'people.0.birthDate': '1975-11-02',
      'people.0.stake': '30',
      'people.0.tin': '9876543210987',
    });
    const marcPassport = await choosePassport(shareholders, 0, { name: 'passport-marc.pdf', buffer: PASSPORT_PDF });
    await eventually(() => marcPassport.getAttribute('data-state'), 'stored', 30_000);
    await lookAt(next, 'shareholders', 'en');
    await saveTab(next, 'shareholders');

    // The embargo questionnaire: four noes, for the company only.
    await openTab(next, 'embargo');
    const embargo = panel(next, 'embargo');
    for (const question of [
      'activityInEmbargoedCountries',
      'entitiesInEmbargoedCountries',
      'sanctionedOwnersOrManagers',
      'cardsForEmbargoedCountries',
    ])
      await embargo.locator(`input[name="answers.${question}"][value="no"]`).check();
    await embargo.locator('input[name="entityScope"][value="1"]').check();
    await lookAt(next, 'embargo', 'en');
    await saveTab(next, 'embargo');

    // The bank account, prefilled; an IBAN with a wrong checksum is refused, then fixed.
    await openTab(next, 'bank');
    const bank = panel(next, 'bank');
    await bank.locator('[name="accountHolder"]').waitFor();
    expect(await next.getByTestId('kyb-transfer-reference').textContent()).not.toBe('');
    await fillFields(bank, {
      accountHolder: 'BOUTIQUELEMAIRE',
      iban: 'FR7630006000011234567890188',
      bic: 'AGRIFRPP',
      currency: 'EUR',
    });
    await next.getByTestId('kyb-save-bank').click();
    await eventually(() => fieldErrorIn(bank, 'iban'), KYB_TEXTS.en.ibanInvalid);
    await lookAt(next, 'bank-refused', 'en');
    await fillFields(bank, { iban: 'FR7630006000011234567890189' });
    await saveTab(next, 'bank');
    await lookAt(next, 'bank', 'en');

    // Submit: the dossier is filed, the KYB session forgotten on this device.
    await next.getByTestId('kyb-submit').click();
    await next.getByTestId('kyb-submitted').waitFor({ timeout: 30_000 });
    expect(await next.getByTestId('kyb-dossier-state').getAttribute('data-state')).toBe('submitted');
    expect(await next.evaluate(() => window.sessionStorage.getItem('shop:kyb-session'))).toBeNull();
    await lookAt(next, 'submitted', 'en');

    // Signed in again, the company sees its dossier submitted and no longer editable.
    await next.goto(`${shop}/250/b2b/kyb`);
    await fillFields(next.getByTestId('kyb-sign-in-form'), { email, password: PASSWORD });
    await next.getByTestId('kyb-sign-in-submit').click();
    await eventually(() => next.getByTestId('kyb-dossier-state').getAttribute('data-state'), 'submitted', 30_000);
    expect(await next.getByTestId('kyb-dossier-state').textContent()).toContain(KYB_TEXTS.en.submitted);
    expect(await next.getByRole('tab').count()).toBe(0);
    await next.context().close();
  });
});
