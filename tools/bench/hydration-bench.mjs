#!/usr/bin/env node
// Long tasks while a server-rendered page hydrates, on a CPU slowed 4x (issue 23: none over 50 ms). Serves
// this checkout's production build (run `npm run build` first) on a throwaway database, loads each page in
// Chromium at a phone's size several times, and prints per page the median hydration time (the shell's marks
// `shop-hydration-start` and `shop-hydrated`), the long tasks inside it (count, longest) and those of the
// whole load until the page is hydrated (count, longest, blocking time over 50 ms), and when the page first
// painted, when it was hydrated and when it was alive in all its parts: between the first two a tap is kept and
// answered late (decision 0071); the parts inside Suspense boundaries are hydrated after the root (decision 0072).
// --slow-network adds Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up). Usage:
//   node tools/bench/hydration-bench.mjs [--runs 5] [--slowdown 4] [--slow-network] [--page / --page /250/ ...]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium } from '../size/page-scripts.mjs';
import { startShop } from '../size/start-shop.mjs';
import { median } from '../lighthouse/summarise.mjs';
import { recordAlive, recordLongTasks } from './page-life.mjs';

const DEFAULT_PAGES = ['/', '/250/', '/buying-friend?itemCode=MJ-GROCERY-D'];
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    'slow-network': { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
const slowdown = Number(values.slowdown);
const pages = values.page?.length ? values.page : DEFAULT_PAGES;
/** Lighthouse's simulated mobile network (its default throttling), applied by the browser here. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.addInitScript(recordAlive);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    if (values['slow-network']) await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await page.goto(url);
    const hydrated = await page
      .waitForFunction(() => performance.getEntriesByName('shop-hydrated').length > 0, null, { timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    if (!hydrated) return null;
    // A long task still running when the mark is set is reported when it ends: give the observer its turn.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.waitForFunction(() => window.__aliveAt !== undefined, null, { timeout: 60_000 });
    return page.evaluate(() => {
      const [start] = performance.getEntriesByName('shop-hydration-start');
      const [end] = performance.getEntriesByName('shop-hydrated');
      const tasks = window.__longTasks.filter(([taskStart]) => taskStart < end.startTime);
      const during = tasks.filter(([taskStart, duration]) => taskStart + duration > start.startTime);
      return {
        firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        hydratedAt: end.startTime,
        aliveAt: window.__aliveAt,
        hydrationMs: end.startTime - start.startTime,
        during: during.map(([, duration]) => duration),
        load: tasks.map(([, duration]) => duration),
      };
    });
  } finally {
    await context.close();
  }
}

const round = (value) => Math.round(value);
const shop = await startShop({ root: process.cwd() });
const browser = await launchChromium();
const results = new Map(pages.map((page) => [page, []]));
const loadBefore = os.loadavg().map((load) => load.toFixed(2));
try {
  for (const page of pages) await measure(browser, `${shop.url}${page}`); // warm the server up
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await measure(browser, `${shop.url}${page}`);
      if (!result) {
        console.log(`run ${run}  ${page}  not hydrated (rendered afresh, or no server rendering)`);
        continue;
      }
      results.get(page).push(result);
      const longest = Math.max(0, ...result.during);
      console.log(
        `run ${run}  ${page}  hydration ${round(result.hydrationMs)} ms, ${result.during.length} long tasks ` +
          `(longest ${round(longest)} ms); load until hydrated: ${result.load.length} long tasks; ` +
          `painted at ${round(result.firstPaintAt)} ms, hydrated at ${round(result.hydratedAt)} ms, ` +
          `alive at ${round(result.aliveAt)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}

const blocking = (durations) => durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
const loadAfter = os.loadavg().map((load) => load.toFixed(2));
const network = values['slow-network'] ? ', slow network' : '';
console.log(
  `\nCPU slowed ${slowdown}x${network}, ${os.cpus().length} CPUs, load average ${loadBefore.join(' ')} at start, ` +
    `${loadAfter.join(' ')} at end. Median of ${runs} runs:`,
);
for (const [page, measured] of results) {
  if (measured.length === 0) continue;
  const figure = (pick) => round(median(measured.map(pick)));
  console.log(
    `  ${page.padEnd(40)} hydration ${figure((run) => run.hydrationMs)} ms; during it ` +
      `${figure((run) => run.during.length)} long tasks, longest ${figure((run) => Math.max(0, ...run.during))} ms; ` +
      `load until hydrated ${figure((run) => run.load.length)} long tasks, longest ` +
      `${figure((run) => Math.max(0, ...run.load))} ms, blocking ${figure((run) => blocking(run.load))} ms; ` +
      `painted at ${figure((run) => run.firstPaintAt)} ms, hydrated at ${figure((run) => run.hydratedAt)} ms, ` +
      `alive at ${figure((run) => run.aliveAt)} ms`,
  );
}
