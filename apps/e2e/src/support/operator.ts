import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS } from './screenshots';
import { workspaceRoot } from './shop-server';

// The operators' remote (issue 21) as an operator uses it: the demo operators of tools/seed/operators.json
// (seeded with the demo data only), their password, and the code their authenticator app would show.

interface SeededOperator {
  email: string;
  name: string;
  password: string;
  totpSecret: string;
}

const seeded = JSON.parse(
  fs.readFileSync(path.join(workspaceRoot, 'tools/seed/operators.json'), 'utf8'),
) as SeededOperator[];

function operator(email: string): SeededOperator {
  const found = seeded.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`No demo operator ${email} in tools/seed/operators.json`);
  return found;
}

export const OPERATORS = {
  admin: operator('admin@giftshop.example'),
  ops97: operator('ops97@giftshop.example'),
  ops250: operator('ops250@giftshop.example'),
} as const;

/** The operator pages' English texts the journeys act on (libs/i18n/src/resources/en/operator.json). */
export const OPERATOR_TEXTS = {
  email: 'Email',
  password: 'Password',
  continue: 'Continue',
  code: '6-digit code',
  signIn: 'Sign in',
  codeTitle: 'Authenticator code',
  settingsTitle: 'Unit settings',
  saveDraft: 'Save as a draft',
  note: 'What and why (for the version history)',
} as const;

/** The code the operator's authenticator app shows now (RFC 6238: 6 digits, 30 s, SHA-1). */
export function totpCode(who: SeededOperator): string {
  return new TOTP({ secret: Secret.fromBase32(who.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** A desktop page (1280 px) in a context of its own: an operator's tab, apart from any customer's. */
export async function desktopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  return context.newPage();
}

/** Fills the password step of the operator sign-in page and waits for the code step. */
export async function enterOperatorPassword(page: Page, who: SeededOperator): Promise<void> {
  await page.getByLabel(OPERATOR_TEXTS.email, { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByLabel(OPERATOR_TEXTS.email, { exact: true }).fill(who.email);
  await page.getByLabel(OPERATOR_TEXTS.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: OPERATOR_TEXTS.continue, exact: true }).click();
  await page.getByLabel(OPERATOR_TEXTS.code, { exact: true }).waitFor({ timeout: 30_000 });
}

/** Fills the code step with the authenticator's current code and waits for the signed-in frame. */
export async function enterOperatorCode(page: Page, who: SeededOperator): Promise<void> {
  await page.getByLabel(OPERATOR_TEXTS.code, { exact: true }).fill(totpCode(who));
  await page.getByRole('button', { name: OPERATOR_TEXTS.signIn, exact: true }).click();
  await page.getByTestId('operator-signed-in-as').waitFor({ timeout: 30_000 });
}

/**
 * Signs an operator in as a person would: /operator/sign-in, email and password, then the code. A code
 * is accepted once per 30-second step and operator, so one operator signs in once per journey step.
 */
export async function signInAsOperator(page: Page, shopUrl: string, who: SeededOperator): Promise<void> {
  await page.goto(`${shopUrl}/operator/sign-in`);
  await enterOperatorPassword(page, who);
  await enterOperatorCode(page, who);
}

/** The operator session the page keeps in its tab (sessionStorage 'operator:session'), for a direct API call. */
export async function operatorAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('operator:session'));
  if (!stored) throw new Error('No operator session in the tab');
  return (JSON.parse(stored) as { accessToken: string }).accessToken;
}
