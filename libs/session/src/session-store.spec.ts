import { notificationsStore } from './notifications-store';
import { createSessionStore, type SessionDeps } from './session-store';
import { sessionStorageKey } from './session-storage';
import { audienceOf, type SessionUser } from './session-user';
import { cacheKey, unitKey } from './unit-storage';

const customer: SessionUser = {
  accessToken: 'tok',
  refreshToken: 'ref',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C',
  paymentType: '',
  companyType: 0,
  isAdminSalesman: false,
  idCardNo: '',
};
const businessUser: SessionUser = { ...customer, custId: '2002', custName: 'Acme', custType: 'B' };
const salesman: SessionUser = { ...customer, custId: '3003', custType: 'S' };

const MINUTE = 60 * 1000;
const HOME = 'http://localhost/97';

function storeWith(deps: Partial<SessionDeps> = {}) {
  const navigate = jest.fn();
  const notify = jest.fn();
  const store = createSessionStore({ navigate, notify, ...deps });
  return { store, navigate, notify };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store: start-up and storage', () => {
  it('keeps each business unit in its own storage namespace', () => {
    const { store } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(customer);
    expect(localStorage.getItem(sessionStorageKey('97'))).toContain('Layla Haddad');
    expect(localStorage.getItem(sessionStorageKey('250'))).toBeNull();

    const other = storeWith().store;
    other.getState().start('250', localStorage, { url: HOME });
    expect(other.getState().user).toBeNull();
    store.getState().signOut();
  });

  it('starts from the stored session and forgets it on sign-out', () => {
    localStorage.setItem(sessionStorageKey('97'), JSON.stringify(customer));
    const { store } = storeWith();
    const result = store.getState().start('97', localStorage, { url: HOME });
    expect(result.autoLoginToken).toBeNull();
    expect(store.getState().user?.custId).toBe('1001');
    store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('97'))).toBeNull();
  });

  it('stores only the session fields of a login answer', () => {
    const { store } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn({ ...customer, tokenId: 'two-factor' } as SessionUser);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey('97')) ?? '{}')).toEqual(customer);
    store.getState().signOut();
  });

  it('treats a corrupted or incomplete stored session as signed out', () => {
    const { store } = storeWith();
    localStorage.setItem(sessionStorageKey('97'), '{not json');
    store.getState().start('97', localStorage, { url: HOME });
    expect(store.getState().user).toBeNull();
    localStorage.setItem(sessionStorageKey('97'), JSON.stringify({ ...customer, custType: 'X' }));
    store.getState().start('97', localStorage, { url: HOME });
    expect(store.getState().user).toBeNull();
  });

  it('ignores the stored session and hands back the token when the URL carries autoLogin', () => {
    localStorage.setItem(sessionStorageKey('97'), JSON.stringify(customer));
    const { store } = storeWith();
    const result = store.getState().start('97', localStorage, { url: `${HOME}/account?autoLogin=xyz` });
    expect(result.autoLoginToken).toBe('xyz');
    expect(store.getState().user).toBeNull();
  });

  it("clears the unit's cache when the app version changed, and only then", () => {
    localStorage.setItem(unitKey('97', 'appVersion'), '2.794.0');
    localStorage.setItem(cacheKey('97', 'categories'), '[]');
    sessionStorage.setItem(cacheKey('97', 'templates'), '[]');
    const { store } = storeWith();
    expect(store.getState().start('97', localStorage, { url: HOME, tabStorage: sessionStorage }).cacheCleared).toBe(
      true,
    );
    expect(localStorage.getItem(cacheKey('97', 'categories'))).toBeNull();
    expect(sessionStorage.getItem(cacheKey('97', 'templates'))).toBeNull();
    expect(localStorage.getItem(unitKey('97', 'appVersion'))).toBe('2.795.0');

    localStorage.setItem(cacheKey('97', 'categories'), '[]');
    expect(store.getState().start('97', localStorage, { url: HOME }).cacheCleared).toBe(false);
    expect(localStorage.getItem(cacheKey('97', 'categories'))).toBe('[]');
  });

  it('tells guests, individuals, business users and salesmen apart', () => {
    expect(audienceOf(null)).toBe('guest');
    expect(audienceOf(customer)).toBe('individual');
    expect(audienceOf(businessUser)).toBe('business');
    expect(audienceOf(salesman)).toBe('salesman');
    expect(audienceOf({ ...customer, custId: '' })).toBe('guest');
  });
});

describe('session store: initial token and single sign-on back-URL', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the initial token for 1 hour', () => {
    const { store } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().setInitialToken('init-1');
    jest.advanceTimersByTime(60 * MINUTE - 1);
    expect(store.getState().initialToken()).toBe('init-1');
    jest.advanceTimersByTime(1);
    expect(store.getState().initialToken()).toBeNull();
  });

  it('refuses to keep tokens before start-up', () => {
    const { store } = storeWith();
    expect(() => store.getState().setInitialToken('init-1')).toThrow('The session is not started with a storage.');
    expect(() => store.getState().setSsoBackUrl('https://sso.example')).toThrow(
      'The session is not started with a storage.',
    );
  });
});

describe('session store: heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beats every 30 s with the signed-in user and stops on sign-out', async () => {
    const heartbeat = jest.fn();
    const { store } = storeWith({ heartbeat });
    store.getState().start('97', localStorage, { url: HOME });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(heartbeat).not.toHaveBeenCalled();

    store.getState().signIn(customer);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(heartbeat).toHaveBeenCalledTimes(1);
    expect(heartbeat).toHaveBeenLastCalledWith(customer);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(heartbeat).toHaveBeenCalledTimes(2);

    store.getState().signOut();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(heartbeat).toHaveBeenCalledTimes(2);
  });

  it('beats for a session restored at start-up, with a heartbeat configured later', async () => {
    localStorage.setItem(sessionStorageKey('97'), JSON.stringify(businessUser));
    const heartbeat = jest.fn();
    const { store } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().configure({ heartbeat });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(heartbeat).toHaveBeenCalledWith(businessUser);
    store.getState().signOut();
  });
});

describe('session store: inactivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a salesman', salesman, '/auth/salesman/login'],
    ['a business user', businessUser, '/auth/b2b/login'],
    ['an individual', customer, '/auth/login'],
  ])('signs %s out after 30 minutes with the notice, then opens %s', async (_label, user, loginPath) => {
    const serverLogout = jest.fn().mockResolvedValue(undefined);
    const { store, navigate, notify } = storeWith({ serverLogout });
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(user);

    await jest.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(store.getState().user).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);

    expect(notify).toHaveBeenCalledWith({ type: 'warning', content: { key: 'common:inactivity.signOutNotice' } });
    expect(serverLogout).toHaveBeenCalledWith({ accessToken: 'tok', refreshToken: 'ref' });
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('97'))).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ kind: 'internal', path: loginPath });
  });

  it('shows the notice in the shared notifications unless told otherwise', async () => {
    const store = createSessionStore({ navigate: jest.fn() });
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(customer);
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(notificationsStore.getState().items).toEqual([
      expect.objectContaining({ type: 'warning', content: { key: 'common:inactivity.signOutNotice' } }),
    ]);
  });

  it('counts 30 minutes from the last activity', async () => {
    const { store, navigate } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(customer);
    await jest.advanceTimersByTimeAsync(25 * MINUTE);
    store.getState().recordActivity();
    await jest.advanceTimersByTimeAsync(25 * MINUTE);
    expect(store.getState().user).not.toBeNull();
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    expect(store.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not watch a signed-out visitor', async () => {
    const { store, navigate, notify } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    await jest.advanceTimersByTimeAsync(120 * MINUTE);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('session store: sign-out in another tab', () => {
  it('follows a sign-out in another tab without a second server logout', async () => {
    const serverLogout = jest.fn();
    const { store, navigate } = storeWith({ serverLogout });
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(customer);
    await new Promise((resolve) => setTimeout(resolve, 0));

    // What the browser tells this tab when another one removes the unit's stored session.
    localStorage.removeItem(sessionStorageKey('97'));
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('97'), newValue: null }));

    expect(store.getState().user).toBeNull();
    expect(serverLogout).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("ignores another unit's sign-out and other keys", async () => {
    const { store, navigate } = storeWith();
    store.getState().start('97', localStorage, { url: HOME });
    store.getState().signIn(customer);
    await new Promise((resolve) => setTimeout(resolve, 0));

    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('250'), newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('97'), newValue: '{}' }));

    expect(store.getState().user?.custId).toBe('1001');
    expect(navigate).not.toHaveBeenCalled();
    store.getState().signOut();
  });
});

describe('session store: logout', () => {
  function signedIn(user: SessionUser, deps: Partial<SessionDeps> = {}) {
    const setup = storeWith(deps);
    setup.store.getState().start('97', localStorage, { url: HOME, tabStorage: sessionStorage });
    setup.store.getState().signIn(user);
    return setup;
  }

  it('clears a non-empty cart, calls the server logout, then clears storage, in that order', async () => {
    const steps: string[] = [];
    const cart = { itemCount: () => 2, clear: jest.fn(async () => void steps.push('cart')) };
    const serverLogout = jest.fn(async () => {
      steps.push(`server:${localStorage.getItem(sessionStorageKey('97')) ? 'stored' : 'gone'}`);
    });
    const { store, navigate } = signedIn(customer, { cart, serverLogout });
    localStorage.setItem(unitKey('97', 'cart'), '[1,2]');
    sessionStorage.setItem(unitKey('97', 'coupons'), '[]');

    const destination = await store.getState().logout();

    expect(steps).toEqual(['cart', 'server:stored']);
    expect(serverLogout).toHaveBeenCalledWith({ accessToken: 'tok', refreshToken: 'ref' });
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('97'))).toBeNull();
    expect(localStorage.getItem(unitKey('97', 'cart'))).toBeNull();
    expect(sessionStorage.getItem(unitKey('97', 'coupons'))).toBeNull();
    expect(destination).toEqual({ kind: 'internal', path: '/' });
    expect(navigate).toHaveBeenCalledWith(destination);
  });

  it('leaves an empty cart alone, and the cart of a signed-out visitor', async () => {
    const emptyCart = { itemCount: () => 0, clear: jest.fn() };
    await signedIn(customer, { cart: emptyCart }).store.getState().logout();
    expect(emptyCart.clear).not.toHaveBeenCalled();

    const fullCart = { itemCount: () => 3, clear: jest.fn() };
    const { store } = storeWith({ cart: fullCart });
    store.getState().start('97', localStorage, { url: HOME });
    await store.getState().logout();
    expect(fullCart.clear).not.toHaveBeenCalled();
  });

  it('skips the server logout without a refresh token', async () => {
    const serverLogout = jest.fn();
    await signedIn({ ...customer, refreshToken: '' }, { serverLogout })
      .store.getState()
      .logout();
    expect(serverLogout).not.toHaveBeenCalled();
  });

  it('signs out locally even when the server logout or the cart fails', async () => {
    const cart = { itemCount: () => 1, clear: jest.fn().mockRejectedValue(new Error('cart down')) };
    const serverLogout = jest.fn().mockRejectedValue(new Error('offline'));
    const { store, navigate } = signedIn(customer, { cart, serverLogout });
    await expect(store.getState().logout()).resolves.toEqual({ kind: 'internal', path: '/' });
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('97'))).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps the app version and language choice and leaves other units alone', async () => {
    localStorage.setItem(unitKey('97', 'language'), 'ar');
    localStorage.setItem(sessionStorageKey('250'), JSON.stringify(customer));
    await signedIn(customer).store.getState().logout();
    expect(localStorage.getItem(unitKey('97', 'appVersion'))).toBe('2.795.0');
    expect(localStorage.getItem(unitKey('97', 'language'))).toBe('ar');
    expect(localStorage.getItem(sessionStorageKey('250'))).not.toBeNull();
  });

  it('returns a single sign-on session to its stored back-URL', async () => {
    const { store, navigate } = signedIn(customer);
    store.getState().setSsoBackUrl('https://sso.example/portal');
    await store.getState().logout();
    expect(navigate).toHaveBeenCalledWith({ kind: 'external', url: 'https://sso.example/portal' });
    expect(localStorage.getItem(unitKey('97', 'ssoBackUrl'))).toBeNull();
  });

  it('sends a forced logout to the login page of the user type, or home with the failed flag', async () => {
    const first = signedIn(salesman);
    await expect(first.store.getState().logout({ reason: 'forced' })).resolves.toEqual({
      kind: 'internal',
      path: '/auth/salesman/login',
    });
    const second = signedIn(businessUser);
    await expect(second.store.getState().logout({ reason: 'forced', failed: true })).resolves.toEqual({
      kind: 'internal',
      path: '/',
    });
  });

  it('runs once when several logouts coincide', async () => {
    const serverLogout = jest.fn().mockResolvedValue(undefined);
    const { store, navigate } = signedIn(customer, { serverLogout });
    const [first, second] = await Promise.all([
      store.getState().logout(),
      store.getState().logout({ reason: 'forced' }),
    ]);
    expect(first).toEqual(second);
    expect(serverLogout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
