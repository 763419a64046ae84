import type { Page } from 'playwright-core';
import { keepScreenshot } from './screenshots';

/**
 * Watches a page for what would explain a failed step: its addresses (history changes included), uncaught
 * errors and console errors. CI keeps only the printed output, so `step` adds them, the page's address and the
 * start of its text to a failure, and keeps a screenshot.
 */
export function watchPage(page: Page) {
  const seen: string[] = [];
  const started = Date.now();
  const note = (line: string) => seen.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && note(`console error: ${message.text()}`));
  return {
    async step<T>(name: string, run: () => Promise<T>): Promise<T> {
      note(`step ${name}`);
      try {
        return await run();
      } catch (error) {
        const screenshot = await keepScreenshot(page, `${name}-failure`).catch(() => 'not kept');
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch(() => '(unreadable)');
        const evidence = [`${name} failed at ${page.url()} (screenshot: ${screenshot})`, ...seen];
        evidence.push(`page text: ${text.replace(/\s+/g, ' ').slice(0, 800)}`);
        if (error instanceof Error) error.message += `\n${evidence.join('\n')}`;
        throw error;
      }
    },
  };
}
