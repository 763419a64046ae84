// The page's inline script (tools/webpack/inline-head-script.js puts it, compiled, in the shell's <head>; the
// shop server allows it by its hash). It runs while the page is parsed, before any other script arrives.
//
// A server-rendered page shows its buttons and forms before the shell has taken it over (hydrated it): a tap on
// a button then, on a phone still downloading the shop, would do nothing and the button would seem broken; a
// form sent then would reload the page with its fields as the address (a card's page lost its card); a choice
// ticked then would be unticked by its form's script. This keeps such clicks, choices and sendings; the shell
// replays them once the page is alive (app/start/early-clicks.ts).
// Links and a form that names a server address (`action`) work without scripts: left to the browser.
// A script, not a module: it must stand alone in the page, so it imports nothing.

(() => {
  const kept: { target: Element; replay: () => void }[] = [];

  /** Inside the page's root, which the shell takes over (not the browser's own parts, not a banner outside). */
  const inPage = (element: Element) => document.getElementById('root')?.contains(element) === true;

  // Tapping again because nothing happened is one intention: a second click would toggle a panel shut.
  const remember = (event: Event, target: Element, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    if (kept[kept.length - 1]?.target !== target) kept.push({ target, replay });
  };

  /**
   * A button that does nothing without scripts (not a form's submit or reset: the form's sending is kept), or a
   * choice (radio button, check box): the form's script would set it back to its own state as it takes the page
   * over, so the choice is made again then instead.
   */
  const keepClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.matches('input[type="radio"], input[type="checkbox"]') ? (target as HTMLInputElement) : null;
    const control = choice ?? target?.closest('button');
    if (!control || !inPage(control) || control.disabled) return;
    if (control instanceof HTMLButtonElement && control.form && control.type !== 'button') return;
    remember(event, control, () => {
      // A choice's part of the page is taken over first, its form's script setting it to the form's state: an
      // `input` event makes React hydrate it (for a choice, React makes no change of it). The click then makes
      // the choice as the tap would have.
      if (choice) choice.dispatchEvent(new Event('input', { bubbles: true }));
      control.click();
    });
  };

  /** A form the page's scripts send: it has no server address of its own. */
  const keepSending = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || form.hasAttribute('action')) return;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    // Sent again as it was, by its button: a click makes React take that part of the page over first (a submit
    // alone does not, and would still go to the server).
    remember(event, form, () =>
      submitter?.isConnected && submitter.form === form ? submitter.click() : form.requestSubmit(),
    );
  };

  document.addEventListener('click', keepClick, true);
  document.addEventListener('submit', keepSending, true);
  window.__shopEarlyClicks = {
    release(replay) {
      document.removeEventListener('click', keepClick, true);
      document.removeEventListener('submit', keepSending, true);
      const actions = kept.splice(0);
      // A button or form rendered afresh (or removed) meanwhile is no longer the one tapped: its action is dropped.
      if (replay) for (const { target, replay: again } of actions) if (target.isConnected) again();
    },
  };
})();
