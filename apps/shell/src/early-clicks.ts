// The page's inline script (tools/webpack/inline-head-script.js puts it, compiled, in the shell's <head>; the
// shop server allows it by its hash). It runs while the page is parsed, before any other script arrives.
//
// A server-rendered page shows its buttons and forms before the shell has taken it over (hydrated it): a tap on
// a button then, on a phone still downloading the shop, would do nothing and the button would seem broken; a
// form sent then would reload the page with its fields as the address (a card's page lost its card); a choice
// ticked (or a language picked) then would be set back by its script as it takes the page over. This keeps such
// clicks, choices and sendings; the shell replays them once the page is alive (app/start/early-clicks.ts).
// Links and a form that names a server address (`action`) work without scripts: left to the browser.
// A script, not a module: it must stand alone in the page, so it imports nothing.

(() => {
  const kept: { target: Element; replay: () => void }[] = [];

  /** Inside the page's root, which the shell takes over (not the browser's own parts, not a banner outside). */
  const inPage = (element: Element) => document.getElementById('root')?.contains(element) === true;

  /** Held back from the page (and from React, should it be starting) until the page is alive. */
  const holdBack = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };

  // A kept tap or sending shows that the shop is on it (a bar along the top and a busy pointer, styled by the page
  // template, tools/webpack/index.html) until the page is alive: a button that answers nothing seems broken. A
  // choice or a selection shows itself. On the page's <html>, which the shell does not take over.
  const WAITING = 'data-shop-waiting';
  const showWaiting = () => document.documentElement.setAttribute(WAITING, '');

  // Tapping again because nothing happened is one intention: a second click would toggle a panel shut. For a
  // choice, the last tap on it says what the shopper wants.
  const remember = (target: Element, replay: () => void) => {
    const last = kept[kept.length - 1];
    if (last?.target === target) last.replay = replay;
    else kept.push({ target, replay });
  };

  /** A button that does nothing without scripts: not a form's submit or reset (the form's sending is kept). */
  const keepButton = (button: HTMLButtonElement, event: MouseEvent) => {
    if (button.form && button.type !== 'button') return;
    holdBack(event);
    showWaiting();
    remember(button, () => button.click());
  };

  /**
   * A choice (radio button, check box) is ticked as the browser ticks it, but its form's script sets it back to
   * the form's state as it takes the page over: the choice is then made again, unless it still shows.
   */
  const keepChoice = (choice: HTMLInputElement) => {
    const wanted = choice.checked;
    remember(choice, () => {
      // An `input` event makes React take the choice's part of the page over (for a choice, React makes no
      // change of it), so the form has set it before it is compared.
      choice.dispatchEvent(new Event('input', { bubbles: true }));
      if (choice.checked !== wanted) choice.click();
    });
  };

  /**
   * A list's selection (a `<select>`: the language) shows as the shopper made it, but its script sets it back to
   * its own state as it takes the page over: it is then made again, and said as the browser says it (`change`).
   */
  const keepSelection = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !inPage(select)) return;
    const wanted = [...select.options].map((option) => option.selected);
    remember(select, () => {
      // As for a choice: the `input` event makes React take the list's part of the page over first.
      select.dispatchEvent(new Event('input', { bubbles: true }));
      if (select.options.length !== wanted.length) return;
      wanted.forEach((selected, index) => (select.options[index].selected = selected));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  const keepClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.matches('input[type="radio"], input[type="checkbox"]') ? (target as HTMLInputElement) : null;
    const control = choice ?? target?.closest('button');
    if (!control || !inPage(control) || control.disabled) return;
    if (choice) keepChoice(choice);
    else keepButton(control as HTMLButtonElement, event);
  };

  /** A form the page's scripts send: it has no server address of its own. */
  const keepSending = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || form.hasAttribute('action')) return;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    // Sent again as it was, by its button: a click makes React take that part of the page over first (a submit
    // alone does not, and would still go to the server).
    holdBack(event);
    showWaiting();
    remember(form, () =>
      submitter?.isConnected && submitter.form === form ? submitter.click() : form.requestSubmit(),
    );
  };

  document.addEventListener('click', keepClick, true);
  document.addEventListener('submit', keepSending, true);
  document.addEventListener('change', keepSelection, true);
  window.__shopEarlyClicks = {
    release(replay) {
      document.removeEventListener('click', keepClick, true);
      document.removeEventListener('submit', keepSending, true);
      document.removeEventListener('change', keepSelection, true);
      document.documentElement.removeAttribute(WAITING);
      const actions = kept.splice(0);
      // A button or form rendered afresh (or removed) meanwhile is no longer the one tapped: its action is dropped.
      if (replay) for (const { target, replay: again } of actions) if (target.isConnected) again();
    },
  };
})();
