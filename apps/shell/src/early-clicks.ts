// The page's inline script (tools/webpack/inline-head-script.js puts it, compiled, in the shell's <head>; the
// shop server allows it by its hash). It runs while the page is parsed, before any other script arrives.
//
// A server-rendered page shows its buttons before the shell has taken it over (hydrated it): a tap on one
// then, on a phone still downloading the shop, would do nothing and the button would seem broken. This keeps
// such clicks; the shell replays them once the page is alive (app/start/early-clicks.ts). Links and a form's
// submit buttons work without scripts (a link opens its page, a form is sent to the server): left alone.
// A script, not a module: it must stand alone in the page, so it imports nothing.

(() => {
  const kept: HTMLButtonElement[] = [];

  /** A button inside the page's root that does nothing without scripts: not a form's submit or reset. */
  const scriptOnlyButton = (target: EventTarget | null): HTMLButtonElement | null => {
    const button = target instanceof Element ? target.closest('button') : null;
    const root = document.getElementById('root');
    if (!button || !root?.contains(button) || button.disabled) return null;
    return button.form && button.type !== 'button' ? null : button;
  };

  const keep = (event: MouseEvent) => {
    const button = scriptOnlyButton(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    // Tapping again because nothing happened is one intention: a second click would toggle a panel shut.
    if (kept[kept.length - 1] !== button) kept.push(button);
  };

  document.addEventListener('click', keep, true);
  window.__shopEarlyClicks = {
    release(replay) {
      document.removeEventListener('click', keep, true);
      const buttons = kept.splice(0);
      // A button rendered afresh (or removed) meanwhile is no longer the one tapped: its click is dropped.
      if (replay) for (const button of buttons) if (button.isConnected) button.click();
    },
  };
})();
