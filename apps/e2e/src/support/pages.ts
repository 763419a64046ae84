import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './screenshots';

export interface PageOptions {
  viewport?: keyof typeof VIEWPORTS;
  /** The unit's saved language (as the language switcher keeps it), e.g. { buId: '97', language: 'ar' }. */
  language?: { buId: string; language: string };
}

/** A fresh browser context (no session, no cookies) and a page in it, at a desktop or phone size. */
export async function freshPage(
  browser: Browser,
  { viewport = 'desktop', language }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  if (language) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `shop:${language.buId}:language`,
      language.language,
    ] as const);
  }
  const page = await context.newPage();
  return { context, page };
}

/** The text of the error shown next to a form field (TextField and SelectField mark it). */
export async function fieldError(page: Page, name: string): Promise<string | null> {
  const error = page.locator(`[data-field-error="${name}"]`).first();
  return (await error.count()) > 0 ? ((await error.textContent())?.trim() ?? null) : null;
}

/** Signs out through the header's account menu, as a customer would. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-sign-out').click();
  await page.getByTestId('login-link').waitFor();
}

/** This visitor answered unit 97's cookie question on an earlier visit (only essential cookies): an init script. */
export const answeredCookies = () =>
  window.localStorage.setItem(
    'shop:97:cookieConsent',
    JSON.stringify({
      essential: true,
      choices: { advertising: false, analytics: false, customization: false },
      answeredAt: '2026-11-01T10:00:00.000Z',
    }),
  );
