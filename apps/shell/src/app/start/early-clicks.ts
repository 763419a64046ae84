// A server-rendered page shows its buttons before the shell has taken it over (hydrated it): a tap on one
// then, on a phone still starting the shop, would do nothing and the button would seem broken. The keeper
// holds such clicks and replays them once the page is alive. Links and a form's submit buttons work without
// scripts (a link opens its page, a form is sent to the server), so they are left to the browser.

export interface EarlyClickKeeper {
  /** Stops keeping clicks; with `replay`, clicks the kept buttons again, in order. */
  release(replay: boolean): void;
}

/** A button that does nothing without scripts: not a form's submit or reset button. */
function scriptOnlyButton(target: EventTarget | null, root: Element): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || !root.contains(button) || button.disabled) return null;
  return button.form && button.type !== 'button' ? null : button;
}

/** Keeps the clicks on the script-only buttons inside `root()` until released. */
export function keepEarlyClicks(doc: Document, root: () => Element | null): EarlyClickKeeper {
  const kept: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const container = root();
    const button = container && scriptOnlyButton(event.target, container);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    // Tapping again because nothing happened is one intention: a second click would toggle a panel shut.
    if (kept.at(-1) !== button) kept.push(button);
  };
  doc.addEventListener('click', keep, true);
  return {
    release(replay) {
      doc.removeEventListener('click', keep, true);
      const buttons = kept.splice(0);
      // A button rendered afresh (or removed) meanwhile is no longer the one tapped: its click is dropped.
      if (replay) for (const button of buttons) if (button.isConnected) button.click();
    },
  };
}

let pageKeeper: EarlyClickKeeper | null = null;

/** From the shell's first script on, the page's early clicks are kept (main.ts). */
export function keepPageEarlyClicks(): void {
  pageKeeper ??= keepEarlyClicks(document, () => document.getElementById('root'));
}

/** Once the page is hydrated, its kept clicks happen; a page rendered afresh drops them (bootstrap.tsx). */
export function releasePageEarlyClicks(replay: boolean): void {
  pageKeeper?.release(replay);
  pageKeeper = null;
}
