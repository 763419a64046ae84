#!/usr/bin/env node
// `npm run size`: the start-up budget. Serves the production build (run `npm run build` first) on a
// free port, loads the home page in headless Chromium and sums the JavaScript it downloads gzipped
// (as the browser receives it), fetches each remote's remoteEntry.js gzipped, and compares both with
// the limits in tools/size/budget.json. Exits 1 when a limit is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium, pageScripts } from './page-scripts.mjs';
import { startShop } from './start-shop.mjs';
import { gzipWireSize } from './wire-size.mjs';

// Another checkout's build may be measured too (`npm run size -- /tmp/base`), against this budget.
const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const { REMOTES, REMOTES_URL_PREFIX, distDir } = await import(
  pathToFileURL(path.join(root, 'tools/shop-apps.mjs')).href
);
const budgetPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'budget.json');
const budget = JSON.parse(fs.readFileSync(budgetPath, 'utf8'));
const kib = (bytes) => bytes / 1024;
const show = (value) => `${value.toFixed(1)} KiB`;

if (!fs.existsSync(path.join(distDir, 'apps/shell/index.html'))) {
  console.error(`No production build in ${distDir}/apps: run "npm run build" first.`);
  process.exit(1);
}

async function measure(url) {
  const browser = await launchChromium();
  try {
    const scripts = await pageScripts(browser, `${url}/`, { acceptEncoding: 'gzip' });
    const remoteEntries = [];
    for (const { dir } of REMOTES) {
      const { bytes, encoding } = await gzipWireSize(`${url}${REMOTES_URL_PREFIX}/${dir}/remoteEntry.js`);
      remoteEntries.push({ dir, bytes, encoding });
    }
    return { scripts, remoteEntries };
  } finally {
    await browser.close();
  }
}

const shop = await startShop({ root });
let figures;
try {
  figures = await measure(shop.url);
} finally {
  await shop.stop();
}

const { scripts, remoteEntries } = figures;
const homeWire = kib(scripts.reduce((total, script) => total + script.wire, 0));
const homeDecoded = kib(scripts.reduce((total, script) => total + script.decoded, 0));

const checks = [
  { name: 'home page JavaScript (gzip)', value: homeWire, ...budget.homePageJsGzipKiB },
  ...remoteEntries.map(({ dir, bytes }) => ({
    name: `${dir} remoteEntry.js (gzip)`,
    value: kib(bytes),
    ...budget.remoteEntryGzipKiB,
  })),
];

console.log(`Home page /: ${scripts.length} scripts, ${show(homeWire)} gzip on the wire, ${show(homeDecoded)} decoded`);
for (const script of scripts) console.log(`  ${show(kib(script.wire)).padStart(10)}  ${script.path}`);
console.log('\nBudget (tools/size/budget.json): figure / limit (target)');
const width = Math.max(...checks.map(({ name }) => name.length));
for (const { name, value, limit, target } of checks) {
  const verdict = value > limit ? 'OVER LIMIT' : value > target ? 'within limit, above target' : 'on target';
  console.log(`  ${name.padEnd(width)}  ${show(value).padStart(10)} / ${show(limit)} (${show(target)})  ${verdict}`);
}
const over = checks.filter(({ value, limit }) => value > limit);
if (over.length) {
  console.error(`\n${over.length} figure(s) over the start-up budget: make them smaller.`);
  console.error('The limits in tools/size/budget.json only go down.');
  process.exit(1);
}
