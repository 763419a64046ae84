import { logout } from '@shop/contracts';
import {
  contextWithSession,
  eventually,
  pathOf,
  setUpJourney,
  signInThroughApi,
  untilHydrated,
} from './support/browser';

const journey = setUpJourney();
const HEARTBEAT_PATH = '/api/others/heartbeat';

describe('a signed-in session stays in touch with the platform API', () => {
  it('beats every 30 s; once the server revokes the session, the next beat signs the customer out', async () => {
    const { session, api } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    const context = await contextWithSession(journey.browser, '97', session);
    const page = await context.newPage();
    // The page's clock is driven by the journey, so 30 s pass in an instant.
    await page.clock.install();
    const beats: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === HEARTBEAT_PATH) beats.push(response.status());
    });
    await page.goto(`${journey.shop.url}/account/cards`);
    await page.getByTestId('account-signed-in-as').waitFor();
    expect(beats).toEqual([]);

    await page.clock.runFor(30_000);
    await eventually(async () => beats, [200]);
    expect(await pathOf(page)).toBe('/account/cards');

    // The session ends on the server (signed out elsewhere, or revoked by support).
    const revoked = await api.call(logout, { refreshToken: session.refreshToken, accessToken: session.accessToken });
    expect(revoked.ok).toBe(true);

    await page.clock.runFor(30_000);
    await eventually(async () => beats, [200, 401]);
    // The 401 goes through the force-logout page to the individual customer's login page.
    await eventually(() => pathOf(page), '/auth/login');
    expect(await page.evaluate(() => window.localStorage.getItem('shop:97:session'))).toBeNull();
    await page.getByTestId('login-link').waitFor();
    await context.close();
  });
});

describe('an autoLogin token in the address', () => {
  it('keeps the stored session out, as the spec says, and leaves the address at once (decision 0004)', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    const context = await contextWithSession(journey.browser, '97', session);
    const page = await context.newPage();
    await page.goto(`${journey.shop.url}/about?autoLogin=token-from-a-partner&utm_source=mail`);
    // The page is on screen from its HTML; the shell, once started, keeps the session out and cleans the address.
    await untilHydrated(page);
    await page.getByTestId('login-link').waitFor();
    expect(await page.getByTestId('account-menu').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?utm_source=mail');
    // Replaced, not pushed: Back does not return to the address with the token (blank tab + this page).
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await context.close();
  });
});
