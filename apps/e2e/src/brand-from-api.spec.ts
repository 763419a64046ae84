import { setUpJourney } from './support/browser';

const journey = setUpJourney();

describe('the brand comes from the platform API', () => {
  it("the shop server delivers the unit list and the unit's parameters with the page, read from the API", async () => {
    const page = await journey.browser.newPage();
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });

    await page.goto(`${journey.shop.url}/250/about`);
    await page.locator('h1').waitFor();
    const delivered = JSON.parse((await page.locator('#shop-startup-data').textContent()) ?? 'null');
    expect(delivered.unit).toMatchObject({ buId: '250', name: 'Maison Cadeaux', languages: ['fr', 'en'] });
    expect(delivered.units).toEqual(expect.arrayContaining([expect.objectContaining({ buId: '250' })]));
    // Start-up asked the API for neither: the languages and the remote did not wait for a round trip.
    expect(apiCalls).not.toContain('/api/others/getBuList');
    expect(apiCalls).not.toContain('/api/others/getBuParameter/250');

    // What the API holds is what the page shows: the unit's name, default language and languages.
    expect(await page.locator('h1').textContent()).toBe('À propos de Maison Cadeaux');
    expect(await page.getByLabel('Langue').locator('option').allTextContents()).toEqual(['Français', 'English']);
    expect(await page.title()).toBe('Maison Cadeaux');
    await page.close();
  });

  it('without the data in the page (dev servers, a static host) the shell asks the same-origin API', async () => {
    const page = await journey.browser.newPage();
    // The page as a host that only serves files would send it: no start-up data, nothing rendered.
    await page.route('**/250/about', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="shop-startup-data">.*?<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div><noscript>/, '<div id="root"></div><noscript>');
      await route.fulfill({ response, body });
    });
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
    expect(await page.locator('#shop-startup-data').count()).toBe(0);
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
