import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, eventually, pathOf } from './browser';
import { VIEWPORTS } from './screenshots';

// Unit 250 (France, EUR) as its business customers use it: in French or English, at a desktop width.

export type BusinessLanguage = 'fr' | 'en';

/** The seeded business accounts of unit 250 (tools/seed/accounts.json), both verified. */
export const BUSINESS_ACCOUNTS = {
  /** Atelier Durand SAS, Registered contract (3): the unit's payment means, the card on the sandbox page. */
  registered: 'achats@atelier-durand.com',
  /** CSE Transports Lefèvre, En Compte contract (2): wallet, bank transfer and bank check only. */
  enCompte: 'cse@transports-lefevre.com',
} as const;

const LOGIN_LABELS = {
  fr: { email: 'E-mail', password: 'Mot de passe' },
  en: { email: 'Email', password: 'Password' },
} as const;

/** Unit 250's cookie question answered and its language chosen on an earlier visit: an init script. */
export function rememberUnit250Choices([language]: [BusinessLanguage | null]) {
  window.localStorage.setItem(
    'shop:250:cookieConsent',
    JSON.stringify({
      essential: true,
      choices: { advertising: false, analytics: false, customization: false },
      answeredAt: '2026-11-23T00:00:00.000Z',
    }),
  );
  if (language) window.localStorage.setItem('shop:250:language', language);
}

/** A fresh browser context on unit 250 in a language (null: the browser's), at a desktop width unless told. */
export async function unit250Page(
  browser: Browser,
  language: BusinessLanguage | null,
  width: number = VIEWPORTS.desktop.width,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: VIEWPORTS.desktop.height } });
  await context.addInitScript(rememberUnit250Choices, [language] as [BusinessLanguage | null]);
  return context.newPage();
}

/** Signs in on the business login page (b2bLogin) as a person would, and waits for the business area. */
export async function signInAsBusiness(
  page: Page,
  shopUrl: string,
  email: string,
  language: BusinessLanguage,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${shopUrl}/250/auth/b2b/login`);
  await page.getByTestId('business-login-form').waitFor({ timeout: 60_000 });
  await page.getByLabel(LOGIN_LABELS[language].email, { exact: true }).fill(email);
  await page.getByLabel(LOGIN_LABELS[language].password, { exact: true }).fill(password);
  await page.getByTestId('business-login-submit').click();
  await eventually(() => pathOf(page), '/250/b2b', 30_000);
}
