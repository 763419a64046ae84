import { REMOTE_NAMES, REMOTES_REGISTRY, remotePagePaths } from '@shop/federation';
import { matchPath } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** The entry the router would pick for a path: react-router ranks static segments before params and splats. */
function entryFor(pathname: string) {
  const matches = ROUTE_TABLE.filter((entry) => matchPath({ path: entry.path, end: true }, pathname));
  const score = (path: string) =>
    path.split('/').reduce((total, segment) => total + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0);
  return matches.sort((a, b) => score(b.path) - score(a.path))[0];
}

describe('route table of spec 1 section 2', () => {
  it.each([
    ['/', 'consumer', 'home'],
    ['/auth/login', 'shell', 'login'],
    ['/auth', 'shell', 'login'],
    ['/auth/register', 'shell', 'register'],
    ['/auth/confirm', 'shell', 'confirmRegistration'],
    ['/auth/forgot-password', 'shell', 'forgotPassword'],
    ['/auth/reset-password', 'shell', 'resetPassword'],
    ['/auth/b2b/reset-password', 'shell', 'resetPassword'],
    ['/auth/salesman/reset-password', 'shell', 'resetPassword'],
    ['/auth/b2b/register', 'business', 'register'],
    ['/auth/salesman/login', 'salesman', 'login'],
    ['/account/wallet', 'account', 'account'],
    ['/b2b/info', 'business', 'info'],
    ['/b2b/buying-self/checkout', 'business', 'checkoutSelf'],
    ['/b2b/kyb', 'business', 'kyb'],
    ['/b2b/kyb/verify-email', 'business', 'kybVerifyEmail'],
    ['/b2b/kyb/dossier', 'business', 'kybDossier'],
    ['/salesman/buying', 'salesman', 'buying'],
    ['/phone-credit/checkout', 'consumer', 'checkout'],
    ['/order/GC-1', 'paymentReturn', 'order'],
    ['/loading/topupWallet', 'paymentReturn', 'loading'],
    ['/memberValidate', 'paymentReturn', 'memberValidate'],
    ['/general-conditions', 'shell', 'generalConditions'],
    ['/force-logout', 'shell', 'forceLogout'],
    ['/nothing-here', 'shell', 'notFound'],
  ])('%s is rendered by %s (%s)', (pathname, owner, page) => {
    expect(entryFor(pathname)).toMatchObject({ owner, page });
  });

  it('guards /account, the business and salesman areas, /query, /faq and /b2c', () => {
    expect(entryFor('/account')?.guard).toBe('customer');
    expect(entryFor('/b2b')?.guard).toBe('businessLanding');
    expect(entryFor('/b2b/unknown')?.guard).toBe('business');
    expect(entryFor('/salesman/unknown')?.guard).toBe('salesman');
    expect(entryFor('/query')?.guard).toBe('queryCard');
    expect(entryFor('/faq')?.guard).toBe('internalFaq');
    expect(entryFor('/b2c')?.guard).toBe('individual');
  });

  it('opens every page the API emails link to; business and salesman reset links where the unit has them', () => {
    // apps/api/src/features/registration/email-links.ts writes these paths.
    for (const path of [
      '/auth/confirm',
      '/auth/reset-password',
      '/auth/b2b/reset-password',
      '/auth/salesman/reset-password',
      '/memberValidate',
    ]) {
      expect(entryFor(path)?.page).not.toBe('notFound');
    }
    expect(entryFor('/auth/b2b/reset-password')?.guard).toBe('b2bEnabled');
    expect(entryFor('/auth/salesman/reset-password')?.guard).toBe('salesmanEnabled');
  });

  it("hides header and footer only on pages reached from outside links and in the operators' own frame", () => {
    expect(ROUTE_TABLE.filter((entry) => entry.frame === 'none').map((entry) => entry.path)).toEqual([
      '/unlock',
      '/memberValidate',
      '/card/:token',
      '/operator/*',
    ]);
  });

  it('names only pages the remotes registry lists for the owning remote', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.owner === 'shell') continue;
      expect(Object.keys(REMOTES_REGISTRY[entry.owner].pages)).toContain(entry.page);
    }
  });

  it('mounts every remote page at the path its standalone page uses, for that remote and page', () => {
    for (const remote of REMOTE_NAMES) {
      for (const [page, path] of Object.entries(remotePagePaths(remote))) {
        expect(ROUTE_TABLE).toContainEqual(expect.objectContaining({ path, owner: remote, page }));
      }
    }
  });

  it('does not compile an entry naming a page its remote does not export', () => {
    // @ts-expect-error 'home' is a consumer page, not one of the account remote's pages.
    const wrongPage: RouteEntry = { path: '/x', owner: 'account', page: 'home' };
    const rightPage: RouteEntry = { path: '/x', owner: 'account', page: 'account' };
    expect([wrongPage, rightPage]).toHaveLength(2);
  });
});
