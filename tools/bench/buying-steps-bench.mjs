#!/usr/bin/env node
// Long tasks while a shopper goes through the buying steps on a phone with the CPU slowed 4x (the page's
// responsiveness to each tap, INP's share of the main thread). Serves this checkout's production build (run
// `npm run build` first) on a throwaway database, opens a card's page at a phone's size, waits until it is alive
// in all its parts, slows the CPU, then takes each step as buying-guest.spec does and prints the long tasks each
// one caused, per run and the median of the longest. Usage:
//   node tools/bench/buying-steps-bench.mjs [--runs 5] [--slowdown 4]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium } from '../size/page-scripts.mjs';
import { startShop } from '../size/start-shop.mjs';
import { median } from '../lighthouse/summarise.mjs';
import { recordAlive, recordLongTasks } from './page-life.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, slowdown: { type: 'string', default: '4' } },
});
const runs = Number(values.runs);
const slowdown = Number(values.slowdown);
const CARD_PAGE = '/buying-friend?itemCode=MJ-GROCERY-D';

/** The steps, each waiting for what the shopper waits for. */
const STEPS = [
  ['choose an amount', (page) => page.getByRole('radio', { name: /AED\s100\.00/ }).check()],
  ['type a quantity', (page) => page.getByLabel('Quantity').fill('2')],
  [
    'Next: Personalize',
    async (page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 2, name: 'Personalize' }).waitFor();
    },
  ],
  ['type a message', (page) => page.getByLabel('Personal message').pressSequentially('Happy', { delay: 30 })],
  [
    'Next: Choose Delivery',
    async (page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 2, name: 'Choose Delivery' }).waitFor();
    },
  ],
  ['type a name', (page) => page.getByLabel('Your name').pressSequentially('Layla', { delay: 30 })],
  [
    'Add to cart and check out',
    async (page) => {
      await page.getByLabel('Your email').fill('layla.haddad@example.com');
      await page.getByLabel("Receiver's name").fill('Omar Farouk');
      await page.getByLabel("Receiver's email").fill('omar.farouk@example.com');
      await page.evaluate(() => (window.__longTasks = []));
      await page.getByRole('button', { name: 'Add to cart and check out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    },
  ],
];

/** One shopper's way through the steps: the long tasks of each (ms). */
async function walk(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.addInitScript(recordAlive);
    await page.goto(url);
    // Alive in all its parts (a step's form is hydrated after the root), and what it does then is not a step's.
    await page.waitForFunction(() => window.__aliveAt !== undefined, null, { timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const tasks = [];
    for (const [, act] of STEPS) {
      await page.evaluate(() => (window.__longTasks = []));
      await act(page);
      // A task still running when the step showed is reported when it ends: the next idle moment has it.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      tasks.push(await page.evaluate(() => window.__longTasks.map(([, duration]) => Math.round(duration))));
    }
    return tasks;
  } finally {
    await context.close();
  }
}

const shop = await startShop({ root: process.cwd() });
const browser = await launchChromium();
const loadBefore = os.loadavg().map((load) => load.toFixed(2));
const results = [];
try {
  await walk(browser, `${shop.url}${CARD_PAGE}`); // warm the server up
  for (let run = 1; run <= runs; run += 1) {
    const tasks = await walk(browser, `${shop.url}${CARD_PAGE}`);
    results.push(tasks);
    console.log(`run ${run}: ${STEPS.map(([name], index) => `${name} ${JSON.stringify(tasks[index])}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
const loadAfter = os.loadavg().map((load) => load.toFixed(2));
console.log(
  `\nCPU slowed ${slowdown}x, ${os.cpus().length} CPUs, load average ${loadBefore.join(' ')} at start, ` +
    `${loadAfter.join(' ')} at end. Median of ${runs} runs, per step: long tasks, longest (ms):`,
);
for (const [index, [name]] of STEPS.entries()) {
  const count = median(results.map((tasks) => tasks[index].length));
  const longests = results.map((tasks) => Math.max(0, ...tasks[index]));
  const range = `${Math.min(...longests)}-${Math.max(...longests)}`;
  console.log(`  ${name.padEnd(28)} ${count} long tasks, longest ${median(longests)} ms (${range})`);
}
