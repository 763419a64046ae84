// The clicks the page's inline script kept while the shell started (src/early-clicks.ts): the two meet on
// `window`, being two scripts of one page.

export interface EarlyClicks {
  /** Stops keeping clicks; with `replay`, clicks the kept buttons again, in order. */
  release(replay: boolean): void;
}

declare global {
  interface Window {
    __shopEarlyClicks?: EarlyClicks;
  }
}

/** Once the page is hydrated its kept clicks happen; a page rendered afresh drops them (new buttons). */
export function releasePageEarlyClicks(replay: boolean): void {
  window.__shopEarlyClicks?.release(replay);
  delete window.__shopEarlyClicks;
}
