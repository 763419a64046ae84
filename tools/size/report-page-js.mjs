#!/usr/bin/env node
// What a visitor downloads: loads pages of the running shop in headless Chromium and sums the
// JavaScript it fetched, as sent on the wire (compressed as the browser negotiated) and decoded.
// Usage: node tools/size/report-page-js.mjs [base-url] [path ...]   (default http://localhost:4200 /)
import { launchChromium, pageScripts } from './page-scripts.mjs';

const [baseUrl = 'http://localhost:4200', ...paths] = process.argv.slice(2);
const browser = await launchChromium();
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const path of paths.length ? paths : ['/']) {
  const scripts = await pageScripts(browser, `${baseUrl}${path}`);
  const wire = scripts.reduce((total, script) => total + script.wire, 0);
  const decoded = scripts.reduce((total, script) => total + script.decoded, 0);
  console.log(`${path}: ${scripts.length} scripts, ${kib(wire)} on the wire, ${kib(decoded)} decoded`);
  for (const script of scripts) console.log(`  ${kib(script.wire).padStart(10)}  ${script.path}  (${script.encoding})`);
}
await browser.close();
