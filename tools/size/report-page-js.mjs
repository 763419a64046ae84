#!/usr/bin/env node
// What a visitor downloads: loads pages of the running shop in headless Chromium and sums the
// JavaScript it fetched, as sent on the wire (compressed) and decoded.
// Usage: node tools/size/report-page-js.mjs [base-url] [path ...]   (default http://localhost:4200 /)
import { chromium } from 'playwright-core';

const [baseUrl = 'http://localhost:4200', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const path of paths.length ? paths : ['/']) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    scripts.push({ url: new URL(request.url()).pathname, wire: sizes.responseBodySize, decoded: body.length });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const wire = scripts.reduce((total, script) => total + script.wire, 0);
  const decoded = scripts.reduce((total, script) => total + script.decoded, 0);
  console.log(`${path}: ${scripts.length} scripts, ${kib(wire)} on the wire, ${kib(decoded)} decoded`);
  for (const script of scripts) console.log(`  ${kib(script.wire).padStart(10)}  ${script.url}`);
}
await browser.close();
