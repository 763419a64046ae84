import { setUpJourney } from './support/browser';

const journey = setUpJourney();

describe('the brand comes from the platform API', () => {
  it("the shell reads the unit list, the unit's parameters and its languages from the same-origin API", async () => {
    const page = await journey.browser.newPage();
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${response.status()} ${url.pathname}`);
    });
    const parameters = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/others/getBuParameter/250',
    );

    await page.goto(`${journey.shop.url}/250/about`);
    await page.locator('h1').waitFor();
    expect((await parameters).status()).toBe(200);
    expect(apiCalls).toEqual(
      expect.arrayContaining([
        '200 /api/others/init',
        '200 /api/others/getBuList',
        '200 /api/others/getBuParameter/250',
      ]),
    );

    // What the API answered is what the page shows: the unit's name, default language and languages.
    expect(await page.locator('h1').textContent()).toBe('À propos de Maison Cadeaux');
    expect(await page.getByLabel('Langue').locator('option').allTextContents()).toEqual(['Français', 'English']);
    expect(await page.title()).toBe('Maison Cadeaux');
    await page.close();
  });
});
