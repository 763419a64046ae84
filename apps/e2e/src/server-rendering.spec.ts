import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, setUpJourney, untilHydrated } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { DEFAULT_MANIFEST, workspaceRoot } from './support/shop-server';

/**
 * Issue 23: the public pages come from the server with their content (decision 0068). The HTML is read as
 * fetched, before any script could run; the browser then takes the page over without a change.
 */
const journey = setUpJourney();

const seed = (file: string) => JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'tools/seed', file), 'utf8'));
const texts = (language: string, namespace: string) =>
  JSON.parse(
    fs.readFileSync(path.join(workspaceRoot, `libs/i18n/src/resources/${language}/${namespace}.json`), 'utf8'),
  );
const frenchTexts = texts('fr', 'pages');
const frenchBuying = texts('fr', 'buying');
const frenchShell = texts('fr', 'shell');
const englishShell = texts('en', 'shell');

type Named = { names: Record<string, string>; categoryId: number; sort?: number };

/** The markup inside the page's root element, as the server sent it (`cookie`: the request's Cookie header). */
async function renderedRoot(
  pagePath: string,
  cookie?: string,
): Promise<{ status: number; page: string; root: string }> {
  const response = await fetch(`${journey.shop.url}${pagePath}`, { headers: cookie ? { cookie } : {} });
  const page = await response.text();
  const root = page.split('<div id="root">')[1]?.split('<div id="shop-start-failed"')[0] ?? '';
  return { status: response.status, page, root };
}

/**
 * Holds the shell's first script back: the page stays as the server sent it, with its inline script only, until
 * the returned function sends it.
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let send = () => undefined as void;
  const held = new Promise<void>((resolve) => (send = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return send;
}

/** The first card of unit 250 opened with the shell's first script held back: the page as the server sent it. */
async function openCardPageHeldBack() {
  const card = (seed('catalogue/250.json').products as (Named & { itemCode: string })[])[0];
  const page = await journey.browser.newPage();
  const errors = collectPageErrors(page);
  const sendMainScript = await holdMainScript(page);
  const cardPage = `${journey.shop.url}/250/buying-friend?itemCode=${card.itemCode}`;
  await page.goto(cardPage, { waitUntil: 'commit' });
  return { card, page, errors, sendMainScript, cardPage };
}

/** The start-up chunks a page preloads, and the largest: React DOM's, which main.js asks for first (decision 0080). */
async function startUpChunks(pagePath: string): Promise<{ chunks: string[]; largest: string }> {
  const { page: html } = await renderedRoot(pagePath);
  const head = html.split('</head>')[0];
  const chunks = [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(([, src]) => src);
  expect(chunks.length).toBeGreaterThan(10);
  const sizes = await Promise.all(chunks.map(async (src) => (await fetch(`${journey.shop.url}${src}`)).text()));
  return { chunks, largest: chunks[sizes.indexOf(sizes.reduce((a, b) => (b.length > a.length ? b : a)))] };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('pages rendered on the server', () => {
  it("sends /250/ in French with the unit's name, its categories and its first cards in the HTML", async () => {
    const unit = seed('business-units/250.json');
    const catalogue = seed('catalogue/250.json');
    const { status, page, root } = await renderedRoot('/250/');
    expect(status).toBe(200);
    expect(page).toMatch(/<html lang="fr" dir="ltr">/);
    expect(page).toContain(`<title>${escapeHtml(unit.name)}</title>`);
    // The critical styles come with it (emotion's extraction): the page is styled before any script.
    expect(page).toMatch(/<style data-emotion="css [^"]+">/);
    expect(root).toContain(`<h1>${escapeHtml(frenchTexts.consumer.home.title)}</h1>`);
    for (const category of catalogue.categories as Named[]) expect(root).toContain(escapeHtml(category.names.fr));
    const firstCards = (catalogue.products as Named[]).filter((product) => product.categoryId === 1).slice(0, 3);
    for (const product of firstCards) expect(root).toContain(escapeHtml(product.names.fr));
    // No loading text: the page is there before its scripts.
    expect(root).not.toContain('data-shop-loading');
    // Should its scripts not start (decision 0083), or not run at all, it says so in French too.
    expect(page).toContain(`<strong>${escapeHtml(frenchShell.startFailed.title)}</strong>`);
    expect(page).toContain(`<noscript>${escapeHtml(frenchShell.startFailed.noScript)}</noscript>`);
  });

  it("sends a page the browser renders (an account's) in the page's language from its first byte", async () => {
    const cases = [
      { path: '/250/account/profile', cookie: undefined, unit: '250', language: 'fr', dir: 'ltr' },
      { path: '/account/profile', cookie: 'lang=ar', unit: '97', language: 'ar', dir: 'rtl' },
      { path: '/account/profile', cookie: undefined, unit: '97', language: 'en', dir: 'ltr' },
    ];
    for (const { path: pagePath, cookie, unit, language, dir } of cases) {
      const shell = texts(language, 'shell');
      const { status, page, root } = await renderedRoot(pagePath, cookie);
      expect(status).toBe(200);
      // Not rendered here: the browser renders it, and until then it says so in the page's language.
      expect(root).not.toMatch(/<header[\s>]/);
      expect(root).toContain(`>${escapeHtml(shell.shopLoading)}</p>`);
      expect(page).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(page).toContain(`<title>${escapeHtml(seed(`business-units/${unit}.json`).name)}</title>`);
      expect(page).toContain(`<strong>${escapeHtml(shell.startFailed.title)}</strong>`);
      expect(page).toContain(`<noscript>${escapeHtml(shell.startFailed.noScript)}</noscript>`);
    }
  });

  it("fetches the home page's first banner, its largest image, before any script", async () => {
    const { banners } = seed('business-units/97.json');
    const { page } = await renderedRoot('/');
    const head = page.split('</head>')[0];
    const firstScript = head.indexOf('<script');
    for (const [image, media] of [
      [banners.deskImage1, '(min-width: 992px)'],
      [banners.mobileImage1, '(max-width: 991px)'],
    ]) {
      const link = `<link rel="preload" as="image" href="${image}" fetchpriority="high" media="${media}">`;
      expect(head).toContain(link);
      expect(head.indexOf(link)).toBeLessThan(firstScript);
    }
  });

  it("fetches a card's image, the largest of its page, before any script", async () => {
    const card = (seed('catalogue/97.json').products as { itemCode: string; imageUrl: string }[])[0];
    const { page } = await renderedRoot(`/buying-friend?itemCode=${card.itemCode}`);
    const head = page.split('</head>')[0];
    const href = card.imageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`<link rel="preload" as="image" href="${href}" fetchPriority="high"/?>`, 'i');
    expect(head).toMatch(link);
    expect(head.search(link)).toBeLessThan(head.indexOf('<script'));
  });

  it('starts with its start-up scripts compiled whole and the number formats loaded by a worker', async () => {
    const { page: html } = await renderedRoot('/');
    const head = html.split('</head>')[0];
    const startupScripts = [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, src]) => src);
    expect(startupScripts.length).toBeGreaterThan(10);
    for (const script of startupScripts) {
      const text = await (await fetch(`${journey.shop.url}${script}`)).text();
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }

    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const worker = page.waitForResponse((response) => response.url().endsWith('/warm-up-intl.js'));
    await page.goto(`${journey.shop.url}/`);
    await untilHydrated(page);
    const workerScript = await worker;
    expect(workerScript.status()).toBe(200);
    expect(workerScript.headers()['content-type']).toMatch(/javascript/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs each start-up chunk once, and loads again one that failed to arrive, twice', async () => {
    const { chunks, largest } = await startUpChunks('/250/');

    for (const failures of [0, 1, 2]) {
      const page = await journey.browser.newPage();
      const errors = collectPageErrors(page);
      // Every script element the page gets, by the src it was given: webpack adds one for a chunk it finds nowhere.
      await page.addInitScript(() => {
        const added: string[] = [];
        Object.assign(window, { addedScripts: added });
        new MutationObserver((mutations) => {
          for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
            if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      let requests = 0;
      await page.route(`**${largest}`, async (route) => {
        requests += 1;
        await (requests <= failures ? route.abort() : route.continue());
      });
      await page.goto(`${journey.shop.url}/250/`);
      await untilHydrated(page);
      const added = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts);
      if (failures === 0) {
        for (const chunk of chunks) expect(added.filter((src) => src === chunk)).toEqual([chunk]);
      } else {
        // The preload failed, and each try after it until one arrived (decision 0082): the page is alive.
        expect(requests).toBe(failures + 1);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("says in the page's language that the shop could not start, and starts it from its Try again", async () => {
    const { largest } = await startUpChunks('/250/');
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    // React DOM's chunk never arrives, however often it is asked for, until the network comes back.
    let refusing = true;
    await page.route(`**${largest}`, (route) => (refusing ? route.abort() : route.continue()));
    await page.goto(`${journey.shop.url}/250/`);
    const notice = page.getByRole('alert').filter({ hasText: frenchShell.startFailed.title });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(frenchShell.startFailed.body);
    // The page as the server sent it stays readable under the notice.
    expect(await page.getByRole('button', { name: 'Restaurants' }).isVisible()).toBe(true);
    await expectAccessible(page, 'server-rendered /250/, its start failed');
    await keepScreenshot(page, 'server-rendered-250-start-failed');

    refusing = false;
    await notice.getByRole('link', { name: frenchShell.remoteFallback.retry }).click();
    await untilHydrated(page);
    expect(await page.getByText(frenchShell.startFailed.title).isVisible()).toBe(false);

    // A page the browser was to render (an account's) shows the template's notice instead of its loading text.
    refusing = true;
    await page.goto(`${journey.shop.url}/account/profile`);
    await page.getByRole('alert').filter({ hasText: englishShell.startFailed.title }).waitFor();
    expect(await page.getByText(englishShell.shopLoading).count()).toBe(0);
    await expectAccessible(page, 'account profile, its start failed');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is taken over by the browser without a hydration error and without asking for the catalogue again', async () => {
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const catalogueCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v\d+\/product\/(products|categories)/.test(request.url())) catalogueCalls.push(request.url());
    });
    await page.goto(`${journey.shop.url}/250/`);
    // Hydrated: the category buttons answer clicks (a click changes the pressed one).
    const restaurants = page.getByRole('button', { name: 'Restaurants' });
    const restaurantCards = page.waitForResponse((response) => /\/api\/v\d+\/product\/products/.test(response.url()));
    await restaurants.click();
    await page.waitForFunction(
      () => document.querySelector('button[aria-pressed="true"]')?.textContent === 'Restaurants',
    );
    await restaurantCards;
    expect(catalogueCalls.filter((url) => url.includes('/categories'))).toEqual([]);
    // Only the visitor's own choice asked the API: the first screen came with the page.
    expect(catalogueCalls).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await expectAccessible(page, 'server-rendered /250/');
    await keepScreenshot(page, 'server-rendered-250');
    await page.close();
  });

  it("takes a card's page over with its texts: its form answers at once, without a hydration error", async () => {
    const card = (seed('catalogue/250.json').products as (Named & { itemCode: string })[])[0];
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${journey.shop.url}/250/buying-friend?itemCode=${card.itemCode}`);
    await untilHydrated(page);
    // Hydrated with the buying steps' code: the form, sent at once, checks its fields in the page instead of
    // sending itself to the server.
    await page.getByRole('button', { name: frenchBuying.next }).click();
    await page.locator('[data-field-error="amount"]').waitFor();
    expect(new URL(page.url()).search).toBe(`?itemCode=${card.itemCode}`);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await expectAccessible(page, "server-rendered card's page");
    await keepScreenshot(page, 'server-rendered-card-page');
    await page.close();
  });

  it('answers a tap made before any script arrived once the page is alive, instead of losing it', async () => {
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const sendMainScript = await holdMainScript(page);
    await page.goto(`${journey.shop.url}/250/`, { waitUntil: 'commit' });
    const countryButton = page.getByTestId('country-button');
    await countryButton.click();
    expect(await page.evaluate(() => performance.getEntriesByName('shop-hydrated').length)).toBe(0);
    expect(await countryButton.getAttribute('aria-expanded')).toBe('false');
    // The page shows it is on it: a bar along the top and a busy pointer, until it is alive.
    const waiting = () => page.evaluate(() => document.documentElement.hasAttribute('data-shop-waiting'));
    expect(await waiting()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body, '::before').position)).toBe('fixed');
    await keepScreenshot(page, 'server-rendered-early-tap-waiting');

    sendMainScript();
    // Alive: the kept tap opens the country picker, once (not toggled shut by a second click).
    const countries = page.getByRole('navigation', { name: frenchShell.country.title });
    await countries.waitFor();
    expect(await countryButton.getAttribute('aria-expanded')).toBe('true');
    expect(await countries.getByRole('link').count()).toBeGreaterThan(1);
    expect(await waiting()).toBe(false);
    expect(errors).toEqual([]);
    // The content security policy let the inline script run (allowed by its hash).
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await expectAccessible(page, 'country picker opened by an early tap');
    await keepScreenshot(page, 'server-rendered-early-tap');
    await page.close();
  });

  it("keeps a card's form sent before any script arrived, and checks it once the page is alive", async () => {
    const { card, page, errors, sendMainScript, cardPage } = await openCardPageHeldBack();
    // Sent without scripts, the form would reload the page with its fields as the address, the card lost.
    await page.getByRole('button', { name: frenchBuying.next }).click();
    expect(page.url()).toBe(cardPage);
    expect(await page.evaluate(() => performance.getEntriesByName('shop-hydrated').length)).toBe(0);

    sendMainScript();
    // Alive, the page sends the kept form the moment it takes the page over: its steps' code is there already
    // (loaded before hydrating), so the form is checked in the page, the card still chosen.
    await page.locator('[data-field-error="amount"]').waitFor();
    expect(page.url()).toBe(cardPage);
    await page.getByRole('heading', { name: card.names.fr }).waitFor();
    expect(errors).toEqual([]);
    await expectAccessible(page, "card's page sent before it was alive");
    await keepScreenshot(page, 'server-rendered-early-send');
    await page.close();
  });

  it("keeps a card's amount chosen and its form sent before any script arrived, and goes on once alive", async () => {
    const { card, page, errors, sendMainScript, cardPage } = await openCardPageHeldBack();
    // The shopper picks the second amount, types a quantity and taps "Next", all before the page is alive.
    const amounts = page.getByRole('group', { name: frenchBuying.detail.amount }).getByRole('radio');
    await amounts.nth(1).click();
    expect(await amounts.nth(1).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: frenchBuying.detail.quantity }).fill('2');
    await page.getByRole('button', { name: frenchBuying.next }).click();
    expect(page.url()).toBe(cardPage);

    sendMainScript();
    // Alive: the choice is made again (the form set it back as it took the page over), the typed quantity is
    // the form's, and the kept sending takes the shopper to the next step, with no field error.
    await page.getByRole('heading', { name: frenchBuying.steps.personalize }).waitFor();
    expect(page.url()).toBe(cardPage);
    expect(await page.locator('[data-field-error]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: frenchBuying.back }).click();
    await page.getByRole('heading', { name: frenchBuying.steps.cardDetail }).waitFor();
    expect(await amounts.nth(1).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: frenchBuying.detail.quantity }).inputValue()).toBe('2');
    await expectAccessible(page, "card's page chosen and sent before it was alive");
    await keepScreenshot(page, 'server-rendered-early-choice');
    await page.close();
  });

  it('keeps a language picked before any script arrived, and shows the page in it once alive', async () => {
    const englishShell = texts('en', 'shell');
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const sendMainScript = await holdMainScript(page);
    await page.goto(`${journey.shop.url}/250/`, { waitUntil: 'commit' });
    const languages = page.getByRole('combobox', { name: frenchShell.language });
    await languages.selectOption('en');
    expect(await page.evaluate(() => performance.getEntriesByName('shop-hydrated').length)).toBe(0);

    sendMainScript();
    // Alive: the list, set back to French as the page was taken over, is picked again, and the page changes.
    await page.getByRole('combobox', { name: englishShell.language }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('combobox', { name: englishShell.language }).inputValue()).toBe('en');
    expect(errors).toEqual([]);
    await expectAccessible(page, 'language picked before the page was alive');
    await keepScreenshot(page, 'server-rendered-early-language');
    await page.close();
  });

  it('answers a rush of pages at once: each rendered, or else sent for the browser to render', async () => {
    // How many go beyond the render queue (decision 0075) depends on the machine's speed; each must be whole.
    const pages = await Promise.all(Array.from({ length: 60 }, () => renderedRoot('/250/')));
    expect(pages.filter(({ status }) => status === 200)).toHaveLength(60);
    const startupOf = ({ page }: { page: string }) =>
      JSON.parse(/<script type="application\/json" id="shop-startup-data">(.*?)<\/script>/.exec(page)?.[1] ?? '{}');
    const rendered = pages.filter(({ root }) => /<header[\s>]/.test(root));
    const unrendered = pages.filter(({ root }) => root.includes(`>${escapeHtml(frenchShell.shopLoading)}</p>`));
    // The first is never behind others.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length + unrendered.length).toBe(60);
    for (const page of rendered) expect(startupOf(page)).toMatchObject({ unit: { buId: '250' }, rendered: {} });
    // A page sent unrendered carries its unit, and nothing that says it was rendered: the browser renders it.
    for (const page of unrendered) {
      expect(page.page).toContain('<html lang="fr" dir="ltr">');
      expect(startupOf(page)).toMatchObject({ unit: { buId: '250' } });
      expect(startupOf(page).rendered).toBeUndefined();
    }
    expect((await renderedRoot('/250/')).root).toMatch(/<header[\s>]/);
  });

  it('never sends the server containers to a browser', async () => {
    for (const file of ['/server/main.js', '/remotes/consumer/server/remoteEntry.js']) {
      expect((await fetch(`${journey.shop.url}${file}`)).status).toBe(404);
    }
  });

  it("sends a card's page framed, with the card's answers, and the information pages with their text", async () => {
    const card = (seed('catalogue/250.json').products as (Named & { itemCode: string })[])[0];
    const cardPage = await renderedRoot(`/250/buying-friend?itemCode=${card.itemCode}`);
    expect(cardPage.status).toBe(200);
    expect(cardPage.root).toMatch(/<header[\s>]/);
    const startup = JSON.parse(
      /<script type="application\/json" id="shop-startup-data">(.*?)<\/script>/.exec(cardPage.page)?.[1] ?? '{}',
    );
    const detail = startup.rendered.answers.find(
      (answer: { endpoint: string }) => answer.endpoint === 'getProductDetail',
    );
    expect(detail).toMatchObject({ input: { itemCode: card.itemCode }, data: { productName: card.names.fr } });
    // The buying steps' texts are in it, not their loading state, and the browser loads them before hydrating.
    expect(cardPage.root).toContain(escapeHtml(frenchBuying.steps.cardDetail));
    expect(cardPage.root).toContain(escapeHtml(frenchBuying.detail.quantity));
    expect(cardPage.root).not.toContain('role="status"');
    expect(startup.rendered.areas).toEqual(expect.arrayContaining(['buying', 'validation']));
    const about = await renderedRoot('/about');
    expect(about.status).toBe(200);
    expect(about.root).toMatch(/<h1[^>]*>About [^<]+<\/h1>/);
  });

  it("sends a unit's own information page with its text, then the browser takes it over whole", async () => {
    const legal = await renderedRoot('/250/mentions-legales');
    expect(legal.status).toBe(200);
    expect(legal.root).toMatch(/<h1[^>]*>Mentions légales<\/h1>/);
    expect(legal.root).toContain('Maison Cadeaux SAS');

    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${journey.shop.url}/250/mentions-legales`);
    await untilHydrated(page);
    await expectAccessible(page, "a unit's own information page");
    await keepScreenshot(page, 'server-rendered-unit-info-page');
    // Alive: the footer's link to the about page opens it in the page, without loading a new document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: frenchShell.footer.about }).click();
    await page.waitForURL(/\/250\/about$/);
    const aboutTitle = texts('fr', 'info').about.title.split('{{')[0];
    await page.getByRole('heading', { level: 1 }).filter({ hasText: aboutTitle }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await page.close();
  });
});

describe('remotes on the server', () => {
  afterEach(() => journey.shop.writeManifest(DEFAULT_MANIFEST));

  it('renders a newly published consumer build on the next request, without a restart', async () => {
    expect((await renderedRoot('/')).root).toContain('data-release="local-build"');
    const release = `ssr-${Date.now()}`;
    execFileSync(
      process.execPath,
      ['tools/publish/publish-remote.mjs', 'consumer', '--release', release, '--manifest', journey.shop.manifestFile],
      { cwd: workspaceRoot, stdio: 'pipe' },
    );
    try {
      const { status, root } = await renderedRoot('/');
      expect(status).toBe(200);
      expect(root).toContain(`data-release="${release}"`);
      expect(root).not.toContain('data-release="local-build"');
    } finally {
      fs.rmSync(path.join(workspaceRoot, 'dist/deploys/consumer', release), { recursive: true, force: true });
    }
  }, 240_000);

  it('renders the frame and the fallback with a 200 when the consumer remote is dead', async () => {
    journey.shop.writeManifest({ ...DEFAULT_MANIFEST, consumer: '/deploys/consumer/gone/remoteEntry.js' });
    const { status, root } = await renderedRoot('/');
    expect(status).toBe(200);
    expect(root).toContain('data-testid="remote-fallback"');
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toMatch(/<footer[\s>]/);

    // The browser shows the same: the frame and the fallback, nothing broken.
    const page = await journey.browser.newPage();
    await page.goto(`${journey.shop.url}/`);
    await page.getByTestId('remote-fallback').waitFor();
    await expectAccessible(page, 'server-rendered fallback');
    await keepScreenshot(page, 'server-rendered-dead-consumer');
    await page.close();

    // Alive again: the next request renders the catalogue.
    journey.shop.writeManifest(DEFAULT_MANIFEST);
    expect((await renderedRoot('/')).root).toContain('data-remote="consumer"');
  });
});
