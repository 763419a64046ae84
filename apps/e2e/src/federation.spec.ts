import { salesmanLogin } from '@shop/contracts';
import {
  collectPageErrors,
  contextWithSession,
  eventually,
  pathOf,
  setUpJourney,
  signInThroughApi,
} from './support/browser';
import { SALESMEN } from './support/salesman';
import { DEFAULT_MANIFEST, startShop } from './support/shop-server';

const journey = setUpJourney();

/** Counts React renderers the way React DevTools sees them: each copy of react-dom registers one. */
const countReactRenderers = () => {
  const ignore = () => undefined;
  const hook = {
    renderers: new Map<number, unknown>(),
    supportsFiber: true,
    inject(renderer: unknown) {
      const id = hook.renderers.size + 1;
      hook.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot: ignore,
    onCommitFiberRoot: ignore,
    onCommitFiberUnmount: ignore,
    checkDCE: ignore,
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
};

describe('the shell composes the five remotes', () => {
  it("renders each remote's route inside the shell frame", async () => {
    const cases = [
      { buId: '97', kind: 'C' as const, path: '/', remote: 'consumer', heading: 'Gift cards for every occasion' },
      { buId: '97', kind: 'C' as const, path: '/account', remote: 'account', heading: 'My account' },
      {
        buId: '250',
        kind: 'visitor' as const,
        path: '/250/b2b/info',
        remote: 'business',
        heading: 'Les cartes cadeaux pour les entreprises',
      },
      { buId: '250', kind: 'S' as const, path: '/250/salesman', remote: 'salesman', heading: 'Mes clients' },
      { buId: '97', kind: 'C' as const, path: '/order/GC-1001', remote: 'paymentReturn', heading: 'Order not found' },
    ];
    // The consumer and the salesman sign in for real (their remotes call the API with the token); the
    // business case opens the public /b2b/info.
    const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    const salesman = await signInThroughApi(journey.shop.url, '250', SALESMEN.julien, undefined, salesmanLogin);
    for (const { buId, kind, path, remote, heading } of cases) {
      const context =
        kind === 'C'
          ? await contextWithSession(journey.browser, buId, session)
          : kind === 'S'
            ? await contextWithSession(journey.browser, buId, salesman.session)
            : await journey.browser.newContext();
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${journey.shop.url}${path}`);
      const root = page.locator(`[data-remote="${remote}"]`);
      await root.waitFor();
      expect(await root.getAttribute('data-release')).toBe('local-build');
      await eventually(() => page.locator('h1').first().textContent(), heading);
      expect(await page.locator('header').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows pages reached from outside links without header and footer', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.shop.url}/unlock?orderNo=GC-2002`);
    // The unlock page is its dialog alone, in the top layer: the remote's own box has no size of its own.
    await page.locator('[data-remote="paymentReturn"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Unlock your order' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Unlock your order');
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await page.close();
  });

  it('loads React once across the shell and every remote visited', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    const context = await contextWithSession(journey.browser, '97', session);
    await context.addInitScript(countReactRenderers);
    const page = await context.newPage();
    await page.goto(`${journey.shop.url}/`);
    await page.locator('[data-remote="consumer"]').waitFor();
    // Client-side navigation keeps the same document, so every remote joins the same page.
    await page.getByRole('link', { name: 'My account' }).click();
    await page.locator('[data-remote="account"]').waitFor();
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await page.evaluate(() => window.history.pushState({}, '', '/order/GC-7'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.locator('[data-remote="paymentReturn"]').waitFor();
    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(renderers).toBe(1);
    await context.close();
  });

  it('shares one session store: signing out in the account remote updates the shell header', async () => {
    // A real session: the account remote's pages call the API with its token.
    const { session } = await signInThroughApi(journey.shop.url, '97', 'layla.haddad@example.com');
    const context = await contextWithSession(journey.browser, '97', session);
    const page = await context.newPage();
    await page.goto(`${journey.shop.url}/account`);
    await page.getByTestId('account-signed-in-as').waitFor();
    expect(await page.getByTestId('account-signed-in-as').textContent()).toBe('Hello, Layla Haddad');
    expect(await page.getByTestId('account-menu').textContent()).toContain('Hello, Layla Haddad');

    await page.locator('[data-remote="account"]').getByRole('button', { name: 'Sign out' }).click();
    // The shell saw the remote's sign-out: its header shows the login link, its guard leaves /account.
    await page.getByTestId('login-link').waitFor();
    // (The guard may add ?next=/account/… so that logging in again comes back; the page is the login page.)
    await eventually(() => pathOf(page), '/auth/login');
    expect(await page.evaluate(() => window.localStorage.getItem('shop:97:session'))).toBeNull();
    await context.close();
  });
});

describe('a remote that fails costs only its own routes', () => {
  it('a dead remote entry shows the branded fallback with retry; the frame and other routes work', async () => {
    const deadShop = await startShop({ ...DEFAULT_MANIFEST, consumer: '/remotes/gone/remoteEntry.js' });
    try {
      const page = await journey.browser.newPage();
      await page.goto(`${deadShop.url}/`);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      expect(await fallback.locator('h1').textContent()).toBe('This part of the shop is unavailable');
      expect(await page.locator('header').getByRole('link', { name: 'Marjan Market' }).isVisible()).toBe(true);
      expect(await page.locator('footer').isVisible()).toBe(true);

      // Retrying a still-dead entry tries again and falls back again, without breaking the page.
      await fallback.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('remote-fallback').waitFor();

      // Shell routes and other remotes' routes keep working.
      await page.getByRole('link', { name: 'About', exact: true }).click();
      await eventually(() => page.locator('h1').textContent(), 'About Marjan Market');
      await page.getByRole('link', { name: 'Query Card' }).click();
      await page.getByTestId('remote-fallback').waitFor();
      await page.evaluate(() => window.history.pushState({}, '', '/order/GC-9'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.locator('[data-remote="paymentReturn"]').waitFor();
      await page.close();
    } finally {
      await deadShop.stop();
    }
  });

  it('retry recovers once the remote is reachable again', async () => {
    const page = await journey.browser.newPage();
    let blocked = true;
    await page.route('**/remotes/consumer/remoteEntry.js', (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto(`${journey.shop.url}/`);
    await page.getByTestId('remote-fallback').waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-remote="consumer"]').waitFor();
    await eventually(() => pathOf(page), '/');
    await page.close();
  });
});
