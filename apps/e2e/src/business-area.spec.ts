import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, contextWithSession, eventually, pathOf, setUpJourney } from './support/browser';
import {
  BUSINESS_ACCOUNTS,
  rememberUnit250Choices,
  signInAsBusiness,
  unit250Page,
  type BusinessLanguage,
} from './support/business';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';

const journey = setUpJourney();

type Language = BusinessLanguage;

/** A visitor of unit 250 in a language, at a desktop or phone width. */
const visitorPage = (language: Language | null, width?: number) => unit250Page(journey.browser, language, width);

/** An individual customer of unit 250 with a stored session the API does not know (signed out on its first call). */
async function individualPage(language: Language) {
  const context = await contextWithSession(journey.browser, '250', {
    accessToken: 'e2e-token',
    refreshToken: 'e2e-refresh',
    custId: '1001',
    custName: 'Camille Martin',
    companyType: 0,
    custType: 'C',
    paymentType: '',
    isAdminSalesman: false,
    idCardNo: '',
  });
  await context.addInitScript(rememberUnit250Choices, [language] as [Language | null]);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  return page;
}

/** Every path the page's main frame showed, in order (a guard's redirect included). */
function pathsShown(page: Page): string[] {
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  return shown;
}

const TEXTS = {
  fr: {
    info: 'Les cartes cadeaux pour les entreprises',
    features: [
      'Cadeaux aux salariés',
      'Récompenses clients et partenaires',
      'Commandes en nombre',
      'Devis et factures',
    ],
    next: 'Carte suivante',
    download: /Télécharger \(PDF\).*Notre offre entreprises/,
    greeting: 'Bienvenue, Atelier Durand SAS',
    history: /Historique des commandes/,
    lock: 'B2B module is not supported for mobile, please access it on laptop/desktop',
  },
  en: {
    info: 'Gift cards for businesses',
    features: ['Employee gifts', 'Customer and partner rewards', 'Orders in bulk', 'Quotations and invoices'],
    next: 'Next card',
    download: /Download \(PDF\).*Our business offer/,
    greeting: 'Welcome, Atelier Durand SAS',
    history: /Order history/,
    lock: 'B2B module is not supported for mobile, please access it on laptop/desktop',
  },
} as const;

describe('the business area', () => {
  it('sends a visitor of /b2b to the business login and an individual customer home', async () => {
    const visitor = await visitorPage('en');
    const visitorPaths = pathsShown(visitor);
    await visitor.goto(`${journey.shop.url}/250/b2b`);
    await eventually(() => pathOf(visitor), '/250/auth/b2b/login');
    await visitor.locator('main h1').waitFor();
    await expectAccessible(visitor, 'business login (visitor from /b2b)');
    expect(visitorPaths).not.toContain('/250');
    await visitor.context().close();

    const individual = await individualPage('en');
    const shown = pathsShown(individual);
    await individual.goto(`${journey.shop.url}/250/b2b`);
    // The stand-in token is signed out by the home page's first call: where the guard sent it is what counts.
    await eventually(async () => shown.includes('/250'), true);
    expect(shown).not.toContain('/250/auth/b2b/login');
    await individual.context().close();
  });

  for (const language of ['fr', 'en'] as const) {
    it(`shows the business offer to a visitor, with a real PDF brochure (${language})`, async () => {
      const page = await visitorPage(language);
      const errors = collectPageErrors(page);
      const texts = TEXTS[language];
      await page.goto(`${journey.shop.url}/250/b2b/info`);
      await page.getByRole('heading', { level: 1, name: texts.info }).waitFor();
      expect(await page.getByTestId('business-intro').isVisible()).toBe(true);
      const features = page.getByTestId('business-features').getByRole('heading', { level: 3 });
      expect(await features.allTextContents()).toEqual(texts.features);

      // The carousel: the unit's business cards, three at a time, moved by its button and by the arrow keys.
      const carousel = page.getByTestId('featured-carousel');
      await carousel.waitFor();
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await eventually(() => slides.count(), 3);
      const firstShown = await slides.first().locator('h3').textContent();
      await carousel.getByRole('button', { name: texts.next }).press('Enter');
      await eventually(async () => (await slides.first().locator('h3').textContent()) !== firstShown, true);
      await carousel.getByRole('button', { name: texts.next }).press('ArrowLeft');
      await eventually(() => slides.first().locator('h3').textContent(), firstShown);

      // The top bar shows the business contacts on business pages.
      expect(await page.getByRole('link', { name: '+33 1 84 88 00 10' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'entreprises@maison-cadeaux.test' }).count()).toBe(1);

      await expectAccessible(page, `business info (${language})`);
      await keepScreenshot(page, `business-info-${language}-1280`);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: texts.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`businessOffer-250-${language}.pdf`);
      const bytes = fs.readFileSync(await file.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(5_000);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`greets a signed-in business customer on /b2b with the pages that work (${language})`, async () => {
      const page = await unit250Page(journey.browser, language);
      await signInAsBusiness(page, journey.shop.url, BUSINESS_ACCOUNTS.registered, language);
      const texts = TEXTS[language];
      await page.goto(`${journey.shop.url}/250/b2b`);
      await page.getByRole('heading', { level: 1, name: texts.greeting }).waitFor();
      expect(await pathOf(page)).toBe('/250/b2b');
      const history = page.getByRole('link', { name: texts.history });
      expect(await history.getAttribute('href')).toBe('/250/account/history');
      // Verified: no notice, and the buying pages are linked.
      await page.locator('main a[href="/250/b2b/buying"]').first().waitFor();
      expect(await page.getByTestId('business-verification-notice').count()).toBe(0);
      // For customer is off for business users; For business opens their area.
      const nav = page.locator('header nav').first();
      expect(await nav.locator('[data-testid="nav-forCustomer"]').getAttribute('aria-disabled')).toBe('true');
      expect(await nav.locator('[data-testid="nav-forBusiness"]').getAttribute('href')).toBe('/250/b2b');
      await expectAccessible(page, `business landing (${language})`);
      await keepScreenshot(page, `business-landing-${language}-1280`);
      await page.context().close();
    });
  }

  it('locks the business pages under 992 px as desktop only, in the spec’s words', async () => {
    const page = await visitorPage('en', 800);
    await page.goto(`${journey.shop.url}/250/b2b/info`);
    const lock = page.getByTestId('desktop-only');
    await lock.waitFor();
    expect(await lock.isVisible()).toBe(true);
    expect((await lock.textContent())?.trim()).toContain(TEXTS.en.lock);
    // The page behind is locked: not shown, so neither the keyboard nor a screen reader reaches it.
    expect(await page.locator('main').isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main, header, footer')))).toBe(false);
    await expectAccessible(page, 'desktop only (800 px)');
    await keepScreenshot(page, 'business-desktop-only-800');
    await page.context().close();
  });
});
