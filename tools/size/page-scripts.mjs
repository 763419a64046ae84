// The JavaScript a page really downloads: loads it in headless Chromium and lists every script it
// fetched until the network is idle, with its size on the wire (compressed) and decoded.
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Every script `url` loads: [{ path, wire, decoded, encoding }] in bytes, in the order they finished. */
export async function pageScripts(browser, url, { acceptEncoding } = {}) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const encoding = response ? ((await response.allHeaders())['content-encoding'] ?? 'identity') : 'none';
        return { path: new URL(request.url()).pathname, wire: sizes.responseBodySize, decoded: body.length, encoding };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}
