import { releasePageEarlyClicks } from './early-clicks';

/** The page template's notice (tools/webpack/index.html), in the page's language when the server rendered it. */
export const START_FAILED_NOTICE_ID = 'shop-start-failed';

/**
 * The shop's scripts could not start (a start-up chunk still refused after webpack's tries, decision 0082): the
 * page stays as the server sent it, readable, but its buttons would wait for good. Its notice says so and offers
 * to load the page again (a plain link, which needs no script); the taps kept meanwhile are dropped, and their
 * busy bar with them.
 */
export function showStartFailedNotice(page: Document = document): void {
  releasePageEarlyClicks(false);
  // A page the browser was to render holds only the template's "Loading the shop…", which the notice now answers.
  for (const loading of page.querySelectorAll('[data-shop-loading]')) loading.remove();
  const notice = page.getElementById(START_FAILED_NOTICE_ID);
  if (notice) notice.hidden = false;
}
