import type { Browser, Page } from 'playwright-core';
import { keepScreenshot } from './screenshots';

/**
 * What every page of a journey's browser went through during the running test: its addresses (history
 * changes included), uncaught errors, console errors, failed requests and answers of 400 or more. CI keeps only
 * the printed output, so when a test fails the journey environment (journey-environment.js) adds this, the
 * address and start of the text of each page still open, and a screenshot of each, to the failure.
 */
const MAX_LINES_PER_PAGE = 40;

interface WatchedPage {
  page: Page;
  lines: string[];
}

const watched: WatchedPage[] = [];
let testStarted = Date.now();

function watch(page: Page): void {
  const entry: WatchedPage = { page, lines: [] };
  watched.push(entry);
  const note = (line: string) => {
    entry.lines.push(`${((Date.now() - testStarted) / 1000).toFixed(1)} s ${line}`);
    if (entry.lines.length > MAX_LINES_PER_PAGE) entry.lines.shift();
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && note(`console error: ${message.text()}`));
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  page.on('close', () => watched.splice(watched.indexOf(entry), 1));
}

/** Watches every page the browser opens from now on, in any of its contexts. */
export function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', watch);
    return context;
  };
}

/** A new test: what the pages went through before it is not its evidence. */
export function startEvidence(): void {
  testStarted = Date.now();
  for (const entry of watched) entry.lines.length = 0;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The evidence of each page still open, with a screenshot of each named after the failed test. */
export async function collectEvidence(testName: string): Promise<string> {
  const reports = await Promise.all(
    watched.map(async ({ page, lines }, index) => {
      const screenshot = await keepScreenshot(page, `failed-${testName.slice(0, 60)}-${index + 1}`).catch(
        () => 'not kept',
      );
      // The page's main content (the frame around it says little), and what its alerts and status lines say.
      const main = (await page.locator('main').count()) > 0 ? page.locator('main').first() : page.locator('body');
      const text = await main.innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
      const notes = await page
        .locator('[role="alert"]:visible, [role="status"]:visible')
        .allInnerTexts()
        .catch(() => []);
      return [
        `page ${index + 1} at ${page.url()} (screenshot: ${screenshot})`,
        ...lines.map((line) => `  ${line}`),
        `  alerts and status: ${JSON.stringify(notes.map(oneLine).filter(Boolean))}`,
        `  main text: ${oneLine(text).slice(0, 800)}`,
      ].join('\n');
    }),
  );
  return reports.join('\n');
}

// The journey environment reaches the evidence through the test's global object.
(globalThis as { __journeyEvidence?: unknown }).__journeyEvidence = { start: startEvidence, collect: collectEvidence };
