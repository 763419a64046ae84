/**
 * Loads that leave the single-page app (another unit's pages, a fresh copy of this page). An object,
 * so a test can watch its methods (jsdom does not navigate).
 */
export const pageLoads = {
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
