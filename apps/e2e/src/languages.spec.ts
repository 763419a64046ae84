import { eventually, setUpJourney, untilHydrated } from './support/browser';

const journey = setUpJourney();

describe('languages of the unit', () => {
  it("offers only the unit's languages; Arabic turns the page right-to-left and the choice is remembered", async () => {
    const page = await journey.browser.newPage();
    const textChunks: string[] = [];
    page.on('response', (response) => {
      const chunk = new URL(response.url()).pathname.match(/^\/i18n-([a-z]{2})\./);
      if (chunk) textChunks.push(chunk[1]);
    });
    await page.goto(`${journey.shop.url}/about`);
    const switcher = page.getByLabel('Language');
    await switcher.waitFor();
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'العربية']);
    // The page starts with the texts of its own language only; another of the unit's loads when chosen.
    await untilHydrated(page);
    expect(textChunks).toEqual(['en']);

    await switcher.selectOption('ar');
    await page.locator('html[dir="rtl"]').waitFor();
    // The page downloaded the texts of the unit's two languages and of no other.
    expect(textChunks.sort()).toEqual(['ar', 'en']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await eventually(() => page.locator('h1').textContent(), 'عن Marjan Market');
    // The operator's own texts follow too, where the unit gives them per language.
    await page.getByText('بطاقات هدايا لكل مناسبة، تصل خلال دقائق').first().waitFor();
    await page.locator('footer').getByRole('link', { name: 'هدايا الشركات' }).waitFor();

    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('shop:97:language'))).toBe('ar');
    await page.close();
  });

  it('a six-language unit offers exactly its six languages, by their own names', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.shop.url}/150/about`);
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
