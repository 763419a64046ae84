#!/usr/bin/env node
// Opens a page of the running shop in Debian's headless Chromium and saves a screenshot:
// node tools/look/screenshot.mjs <url> <out.png> [--width 1280] [--height 900] [--full]
//   [--storage key=value]...        local storage entries set before the page loads
//   [--lang ar]                     the page's language (the saved choice of the URL's unit)
//   [--sign-in email] [--password]  a real session of that demo account, signed in through the API
//   [--do click:selector]...        steps, in order, once the page has settled:
//   [--do fill:selector=value]...     click an element, fill a field, or wait for an element
//   [--do wait:selector]...
//   [--wait-for selector]           waits for an element before the screenshot
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '900' },
    full: { type: 'boolean', default: false },
    storage: { type: 'string', multiple: true, default: [] },
    lang: { type: 'string' },
    'sign-in': { type: 'string' },
    password: { type: 'string', default: 'GiftShop-Demo1' },
    do: { type: 'string', multiple: true, default: [] },
    'wait-for': { type: 'string' },
  },
});
const [url, out] = positionals;
if (!url || !out) {
  console.error('usage: node tools/look/screenshot.mjs <url> <out.png> [options]');
  process.exit(2);
}

/** The unit of a shop URL: its first path segment when it is a number, else the default 97. */
function unitOf(pageUrl) {
  const segment = new URL(pageUrl).pathname.split('/')[1];
  return /^\d+$/.test(segment ?? '') ? segment : '97';
}

/** Signs a demo account in with the shop's own API client (run from source), as the login page does. */
async function sessionOf(pageUrl, buId, account, password) {
  const require = createRequire(import.meta.url);
  require('../bench/ts-register.cjs');
  const { createApiClient } = require('@shop/api-client');
  const { CAPTCHA_TEST_TOKEN_PATH, getBuParameter, login } = require('@shop/contracts');
  const origin = new URL(pageUrl).origin;
  const api = createApiClient({ baseUrl: `${origin}/api`, buId: () => buId, language: () => 'en' });
  const unit = await api.call(getBuParameter, { buId });
  if (!unit.ok) throw new Error(`unit ${buId}: ${unit.error.message}`);
  let captchaToken;
  if (unit.data.captcha) {
    const response = await fetch(
      `${origin}/api${CAPTCHA_TEST_TOKEN_PATH}?${new URLSearchParams({ siteKey: unit.data.captcha.siteKey })}`,
    );
    if (!response.ok) throw new Error(`no test captcha token: ${response.status}`);
    captchaToken = (await response.json()).token;
  }
  const result = await api.call(login, { account, password, loginType: 'NL', captchaToken });
  if (!result.ok) throw new Error(`signing ${account} in failed: ${result.error.message}`);
  return result.data;
}

const buId = unitOf(url);
const storage = Object.fromEntries(
  values.storage.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
);
if (values.lang) storage[`shop:${buId}:language`] = values.lang;
if (values['sign-in'])
  storage[`shop:${buId}:session`] = JSON.stringify(await sessionOf(url, buId, values['sign-in'], values.password));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: Number(values.width), height: Number(values.height) } });
if (Object.keys(storage).length > 0) {
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
}
const page = await context.newPage();
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
page.on('pageerror', (error) => console.error('pageerror:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
for (const step of values.do) {
  const [action, ...rest] = step.split(':');
  const target = rest.join(':');
  if (action === 'click') await page.click(target);
  else if (action === 'fill')
    await page.fill(target.slice(0, target.lastIndexOf('=')), target.slice(target.lastIndexOf('=') + 1));
  else if (action === 'wait') await page.waitForSelector(target);
  else throw new Error(`unknown step ${step}`);
  await page.waitForLoadState('networkidle');
}
if (values['wait-for']) await page.waitForSelector(values['wait-for']);
await page.screenshot({ path: out, fullPage: values.full });
await browser.close();
console.log(`saved ${out}`);
