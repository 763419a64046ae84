#!/usr/bin/env node
// `npm run lighthouse`: a benchmark, not a test. Serves one or more production builds of the shop
// (this checkout by default, or other checkouts such as a git worktree of an older commit, each with its
// own `dist/`), runs Lighthouse (simulated mobile, its default) several times on each page with the
// Debian Chromium, and prints the median performance and accessibility scores, LCP, TBT and CLS per page and
// build (docs/performance.md keeps the figures).
//
// Usage: node tools/lighthouse/run-lighthouse.mjs [checkout-or-dist ...] [--runs 5] [--page / --page /250/ ...]
//                                                 [--json file] [--http2]
//   npm run lighthouse                        this checkout's build (run `npm run build` first)
//   npm run lighthouse -- /tmp/base .         an older build and this one, rounds interleaved
//   --http2    each build also through the production topology's nginx over HTTPS and HTTP/2 (decision 0077)
// Runs are interleaved (round 1 of every build and page, then round 2, ...) so a change in the machine's
// load hits every build alike. Simulated throttling scales the CPU time it observes: on a busy machine
// TBT and LCP read high; the printed conditions (load average, Lighthouse's benchmarkIndex) say how busy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { workspaceRoot } from '../shop-apps.mjs';
import { launchChromium } from '../size/page-scripts.mjs';
import { startShop } from '../size/start-shop.mjs';
import { behindProxy } from './behind-proxy.mjs';
import { checkoutOf, median, summarise } from './summarise.mjs';

/** The home page, a unit's home, a card's page (the buying page of one card) and a text page. */
const DEFAULT_PAGES = ['/', '/250/', '/buying-friend?itemCode=MJ-GROCERY-D', '/about'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The proxy's self-signed certificate (--http2): the loopback only.
  '--ignore-certificate-errors',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    http2: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pages = values.page?.length ? values.page : DEFAULT_PAGES;
const checkouts = (positionals.length ? positionals : [workspaceRoot]).map((target) => checkoutOf(target));
for (const checkout of checkouts) {
  if (!fs.existsSync(path.join(checkout, 'dist/apps/shell/index.html'))) {
    console.error(`No production build in ${checkout}/dist/apps: run "npm run build" there first.`);
    process.exit(1);
  }
}

const conditions = () => ({
  at: new Date().toISOString(),
  loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  cpus: os.cpus().length,
});

/** Loads each page once before measuring: the server's first API answers (database, JIT) are slow. */
async function warmUp(url) {
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const tab = await browser.newPage({ ignoreHTTPSErrors: true });
      await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' });
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Telemetry off: no error reports leave the machine.
    enableErrorReporting: false,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy machine): that run is
 * made again, up to twice, instead of ending the whole measurement.
 */
async function lighthouseRunRetried(chrome, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(chrome, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${error.message}: run again`);
    }
  }
}

/** What is measured: each build served alone (HTTP/1.1), and with --http2 also behind the proxy. */
const targets = [];
/** The servers started (each build's shop, and its proxy), stopped in reverse order. */
const servers = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const results = [];
const before = conditions();
try {
  for (const checkout of checkouts) {
    const shop = await startShop({ root: checkout });
    servers.push(shop);
    targets.push({ label: checkout, url: shop.url });
    if (values.http2) {
      const proxy = await behindProxy({ shopUrl: shop.url, checkout });
      servers.push(proxy);
      targets.push({ label: `${checkout} (nginx, HTTP/2)`, url: proxy.url });
    }
  }
  for (const target of targets) await warmUp(target.url);
  for (let round = 1; round <= runs; round += 1) {
    for (const { label: checkout, url } of targets) {
      for (const page of pages) {
        const run = await lighthouseRunRetried(chrome, `${url}${page}`);
        results.push({ checkout, page, round, ...run });
        const figures = [
          `performance ${Math.round(run.score * 100)}`,
          `accessibility ${Math.round(run.accessibility * 100)}`,
          `LCP ${(run.lcpMs / 1000).toFixed(2)} s`,
          `TBT ${Math.round(run.tbtMs)} ms`,
          `CLS ${run.cls.toFixed(3)}`,
        ];
        console.log(`round ${round}  ${checkout}  ${page}  ${figures.join('  ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers.reverse()) await server.stop();
}
const after = conditions();

const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(workspaceRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
console.log(`\nLighthouse ${lighthouseVersion}, simulated mobile (default throttling), ${CHROME_PATH}`);
console.log(
  `Machine: ${before.cpus} CPUs, Node ${process.version}, load average ${before.loadAverage.join(' ')} at start, ` +
    `${after.loadAverage.join(' ')} at end; ` +
    `benchmarkIndex median ${Math.round(median(results.map((run) => run.benchmarkIndex)))}`,
);
console.log(`Median of ${runs} runs per page (each figure its own median):`);
for (const line of summarise(
  results,
  targets.map((target) => target.label),
  pages,
))
  console.log(line);

if (values.json) {
  fs.writeFileSync(values.json, `${JSON.stringify({ before, after, lighthouseVersion, results }, null, 2)}\n`);
  console.log(`\nEvery run: ${values.json}`);
}
