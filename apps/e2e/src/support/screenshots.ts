import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { workspaceRoot } from './shop-server';

/** Where journeys keep what they saw: tmp/e2e-output (ignored by git, kept after the run). */
export const E2E_OUTPUT_DIR = path.join(workspaceRoot, 'tmp', 'e2e-output');
const SCREENSHOT_DIR = path.join(E2E_OUTPUT_DIR, 'screenshots');

/** Saves a full-page screenshot as tmp/e2e-output/screenshots/<name>.png and answers its path. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The two widths every new page is looked at: a desktop and a phone. */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
