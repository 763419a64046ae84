import type { Page } from 'playwright-core';

/**
 * Waits until every image of the first view (what shows without scrolling) has arrived. Images further
 * down load lazily, when scrolled near, so they are not waited for.
 */
export async function firstViewImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
      })
      .every((image) => image.complete),
  );
}
