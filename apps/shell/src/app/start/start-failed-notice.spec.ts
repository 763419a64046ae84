import { START_FAILED_NOTICE_ID, showStartFailedNotice } from './start-failed-notice';

describe('showStartFailedNotice', () => {
  beforeEach(() => {
    document.body.innerHTML =
      `<div id="root"><button>Buy</button></div>` +
      `<div id="${START_FAILED_NOTICE_ID}" role="alert" hidden>` +
      `<p>The shop could not start</p><a href="">Try again</a></div>`;
    document.documentElement.setAttribute('data-shop-waiting', '');
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-shop-waiting');
    delete window.__shopEarlyClicks;
  });

  it('shows the page its notice, and drops the taps kept meanwhile with their busy bar', () => {
    const release = jest.fn(() => document.documentElement.removeAttribute('data-shop-waiting'));
    window.__shopEarlyClicks = { release };
    showStartFailedNotice();
    expect(screenAlert()?.hidden).toBe(false);
    expect(release).toHaveBeenCalledWith(false);
    expect(window.__shopEarlyClicks).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-shop-waiting')).toBe(false);
  });

  it('takes away the template\'s "Loading the shop…" of a page the browser was to render', () => {
    const loading = Object.assign(document.createElement('p'), { textContent: 'Loading the shop…' });
    loading.setAttribute('data-shop-loading', '');
    document.getElementById('root')?.replaceChildren(loading);
    showStartFailedNotice();
    expect(document.getElementById('root')?.textContent).toBe('');
    expect(screenAlert()?.hidden).toBe(false);
  });

  it('does nothing more on a page without the notice', () => {
    document.getElementById(START_FAILED_NOTICE_ID)?.remove();
    expect(() => showStartFailedNotice()).not.toThrow();
  });
});

function screenAlert(): HTMLElement | null {
  return document.querySelector('[role="alert"]');
}
