#!/usr/bin/env node
// Opens a page of the running shop in Debian's headless Chromium and saves a screenshot:
// node tools/look/screenshot.mjs <url> <out.png> [--width 1280] [--height 900]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { width: { type: 'string', default: '1280' }, height: { type: 'string', default: '900' }, full: { type: 'boolean', default: false } },
});
const [url, out] = positionals;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(values.width), height: Number(values.height) } });
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
page.on('pageerror', (error) => console.error('pageerror:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: values.full });
await browser.close();
console.log(`saved ${out}`);
