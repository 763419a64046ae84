import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startShop, type RunningShop } from './support/shop-server';

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchChromium(), startShop()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), shop?.stop()]);
});

describe('languages of the unit', () => {
  it("offers only the unit's languages; Arabic turns the page right-to-left and the choice is remembered", async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/about`);
    const switcher = page.getByLabel('Language');
    await switcher.waitFor();
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'العربية']);

    await switcher.selectOption('ar');
    await page.locator('html[dir="rtl"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.locator('h1').textContent()).not.toBe('About Marjan Market');

    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('shop:97:language'))).toBe('ar');
    await page.close();
  });

  it('a six-language unit offers exactly its six languages, by their own names', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/150/about`);
    await page.locator('h1').waitFor();
    expect(await page.getByLabel('Language').locator('option').allTextContents()).toEqual([
      'English',
      'Français',
      'Español',
      'Italiano',
      'Português',
      'Nederlands',
    ]);
    await page.close();
  });
});
