import { releasePageEarlyClicks } from './app/start/early-clicks';

/** The page's inline script, run afresh as the browser runs it while it parses the page. */
function runPageScript() {
  jest.isolateModules(() => {
    require('./early-clicks');
  });
  return { release: releasePageEarlyClicks };
}

/** A server-rendered page: buttons with no behaviour yet, a form, a link; `clicks` records what the page heard. */
function serverRenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="country">Country</button>
      <button id="menu">Menu</button>
      <form id="search">
        <input name="q" /><button id="send">Search</button><button type="button" id="clear">Clear</button>
      </form>
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
  // The form's native sending (jsdom cannot navigate): recorded instead.
  const submitted: string[] = [];
  document.getElementById('search')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push((event.target as Element).id);
  });
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

  it("leaves links, a form's submit button, disabled buttons and buttons outside the root to the browser", () => {
    const page = serverRenderedPage();
    page.click('query');
    page.click('send');
    page.click('disabled');
    page.click('outside');
    // The submit reached the form natively (not prevented); the disabled button fires nothing at all.
    expect(page.clicks).toEqual(['query', 'send', 'outside']);
    expect(page.prevented).toEqual([]);
    expect(page.submitted).toEqual(['search']);
    page.keeper.release(true);
    expect(page.clicks).toEqual(['query', 'send', 'outside']);
    page.cleanUp();
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
    document.getElementById('country')?.remove();
    removed.keeper.release(true);
    expect(removed.clicks).toEqual(['menu']);
    removed.cleanUp();
  });
});
