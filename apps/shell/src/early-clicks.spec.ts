import { releasePageEarlyClicks } from './app/start/early-clicks';

/** The page's inline script, run afresh as the browser runs it while it parses the page. */
function runPageScript() {
  jest.isolateModules(() => {
    require('./early-clicks');
  });
  return { release: releasePageEarlyClicks };
}

/**
 * A server-rendered page: buttons with no behaviour yet, a form its scripts send, a form with a server address, a
 * link; `clicks` and `submitted` record what the page heard.
 */
function serverRenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="country">Country</button>
      <button id="menu">Menu</button>
      <form id="search">
        <input name="q" /><button id="send">Search</button><button type="button" id="clear">Clear</button>
      </form>
      <form id="newsletter" action="/newsletter"><button id="subscribe">Subscribe</button></form>
      <form id="choices">
        <input type="radio" name="amount" value="20" id="amount-20" />
        <input type="radio" name="amount" value="50" id="amount-50" />
        <input type="checkbox" name="gift" id="gift" />
      </form>
      <select id="language"><option value="fr">Français</option><option value="en">English</option></select>
      <a href="#query" id="query">Query balance</a>
      <button type="button" id="disabled" disabled>Disabled</button>
    </div>
    <button type="button" id="outside">Outside the page's root</button>`;
  const clicks: string[] = [];
  const prevented: string[] = [];
  // The page's own handler, as React's root listener would be after hydration (bubbling, on the document).
  const hear = (event: Event) => {
    const target = event.target as Element;
    clicks.push(target.id);
    if (event.defaultPrevented) prevented.push(target.id);
  };
  document.addEventListener('click', hear);
  // A form's sending, as the page hears it (React's root listener) or the browser sends it (jsdom cannot
  // navigate): recorded, with the button that sent it.
  const submitted: string[] = [];
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(`${form.id} by ${(event as SubmitEvent).submitter?.id ?? 'none'}`);
    });
  }
  const keeper = runPageScript();
  const click = (id: string) => (document.getElementById(id) as HTMLElement).click();
  const cleanUp = () => document.removeEventListener('click', hear);
  return { keeper, click, clicks, prevented, submitted, cleanUp };
}

describe("the page's early clicks", () => {
  it('holds the clicks on script-only buttons and replays them in order once released', () => {
    const page = serverRenderedPage();
    page.click('country');
    page.click('menu');
    page.click('clear');
    expect(page.clicks).toEqual([]);

    page.keeper.release(true);
    expect(page.clicks).toEqual(['country', 'menu', 'clear']);
    expect(page.prevented).toEqual([]);
    // Released: later clicks go straight to the page.
    page.click('country');
    expect(page.clicks).toEqual(['country', 'menu', 'clear', 'country']);
    page.cleanUp();
  });

  it('counts a repeated tap on the same button once, so a panel opened late does not toggle shut', () => {
    const page = serverRenderedPage();
    page.click('country');
    page.click('country');
    page.click('menu');
    page.click('country');
    page.keeper.release(true);
    expect(page.clicks).toEqual(['country', 'menu', 'country']);
    page.cleanUp();
  });

  it("keeps the sending of a form the page's scripts send, instead of reloading the page with its fields", () => {
    const page = serverRenderedPage();
    page.click('country');
    page.click('send');
    page.click('send');
    expect(page.submitted).toEqual([]);

    page.keeper.release(true);
    // The taps on its button reached the page as they happened; replayed, the button is tapped once more and
    // the form is sent once, by it.
    expect(page.clicks).toEqual(['send', 'send', 'country', 'send']);
    expect(page.submitted).toEqual(['search by send']);
    page.cleanUp();
  });

  it('ticks a choice as tapped, and ticks it again once alive when the form has set it back', () => {
    const page = serverRenderedPage();
    const choices = ['amount-20', 'amount-50', 'gift'].map((id) => document.getElementById(id) as HTMLInputElement);
    const ticked = () => choices.filter((choice) => choice.checked).map((choice) => choice.id);
    page.click('amount-20');
    page.click('amount-50');
    page.click('gift');
    page.click('gift');
    page.click('gift');
    // Shown at once, as the browser ticks them (the page hears the taps as they happen).
    expect(ticked()).toEqual(['amount-50', 'gift']);
    expect(page.clicks).toEqual(['amount-20', 'amount-50', 'gift', 'gift', 'gift']);
    // The form's script sets its fields to its own state as it takes the page over...
    for (const choice of choices) choice.checked = false;
    page.keeper.release(true);
    // ...and the choices are made again, in order, the last tap on the check box saying what is wanted.
    expect(ticked()).toEqual(['amount-50', 'gift']);
    expect(page.clicks.slice(5)).toEqual(['amount-20', 'amount-50', 'gift']);
    page.cleanUp();
  });

  it('makes a choice again only when it no longer shows', () => {
    const page = serverRenderedPage();
    page.click('amount-50');
    page.keeper.release(true);
    expect((document.getElementById('amount-50') as HTMLInputElement).checked).toBe(true);
    expect(page.clicks).toEqual(['amount-50']);
    page.cleanUp();
  });

  it('makes a list selection again once alive when its script has set it back, and says it as a change', () => {
    const page = serverRenderedPage();
    const language = document.getElementById('language') as HTMLSelectElement;
    const heard: string[] = [];
    language.addEventListener('change', () => heard.push(language.value));
    // The shopper picks English, as the browser says it.
    language.value = 'en';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    heard.length = 0;
    // The list's script sets it to its own state as it takes the page over...
    language.value = 'fr';
    page.keeper.release(true);
    // ...and the pick is made again, and heard once.
    expect(language.value).toBe('en');
    expect(heard).toEqual(['en']);
    page.cleanUp();
  });

  it('leaves links, a form with a server address, disabled buttons and buttons outside the root to the browser', () => {
    const page = serverRenderedPage();
    page.click('query');
    page.click('subscribe');
    page.click('disabled');
    page.click('outside');
    // The form with an address was sent natively; the disabled button fires nothing at all.
    expect(page.clicks).toEqual(['query', 'subscribe', 'outside']);
    expect(page.prevented).toEqual([]);
    expect(page.submitted).toEqual(['newsletter by subscribe']);
    page.keeper.release(true);
    expect(page.clicks).toEqual(['query', 'subscribe', 'outside']);
    page.cleanUp();
  });

  it('shows the shop is on a kept tap or sending until the page is alive; a choice or a link shows itself', () => {
    const waiting = () => document.documentElement.hasAttribute('data-shop-waiting');
    const choices = serverRenderedPage();
    choices.click('amount-50');
    choices.click('query');
    expect(waiting()).toBe(false);
    choices.keeper.release(true);
    choices.cleanUp();

    const tapped = serverRenderedPage();
    tapped.click('menu');
    expect(waiting()).toBe(true);
    tapped.keeper.release(true);
    expect(waiting()).toBe(false);
    tapped.cleanUp();

    const sent = serverRenderedPage();
    sent.click('send');
    expect(waiting()).toBe(true);
    // Rendered afresh, the page drops what was kept: nothing is then under way.
    sent.keeper.release(false);
    expect(waiting()).toBe(false);
    sent.cleanUp();
  });

  it('drops a kept click when the page is rendered afresh or its button is gone', () => {
    const dropped = serverRenderedPage();
    dropped.click('country');
    dropped.keeper.release(false);
    expect(dropped.clicks).toEqual([]);
    dropped.click('country');
    expect(dropped.clicks).toEqual(['country']);
    dropped.cleanUp();

    const removed = serverRenderedPage();
    removed.click('country');
    removed.click('menu');
    removed.click('send');
    document.getElementById('country')?.remove();
    document.getElementById('search')?.remove();
    removed.keeper.release(true);
    expect(removed.clicks).toEqual(['send', 'menu']);
    expect(removed.submitted).toEqual([]);
    removed.cleanUp();
  });
});
