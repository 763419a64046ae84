// The clicks, choices and form sendings the page's inline script kept while the shell started
// (src/early-clicks.ts): the two meet on `window`, being two scripts of one page.

export interface EarlyClicks {
  /** Stops keeping; with `replay`, clicks the kept buttons, makes the choices and sends the forms again, in order. */
  release(replay: boolean): void;
}

declare global {
  interface Window {
    __shopEarlyClicks?: EarlyClicks;
  }
}

/** Once the page is hydrated what was kept happens; a page rendered afresh drops it (new buttons, new forms). */
export function releasePageEarlyClicks(replay: boolean): void {
  window.__shopEarlyClicks?.release(replay);
  delete window.__shopEarlyClicks;
}
