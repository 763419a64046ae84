import { createCartStore, createMemoryStorage, type CartSnapshot } from '@shop/cart-engine';
import { createSessionStore, type SessionUser } from '@shop/session';
import { saveCartWhileSignedIn } from './cart-saves-while-signed-in';

const customer = {
  accessToken: 'a',
  refreshToken: 'r',
  custName: 'Layla',
  custId: '1001',
  custType: 'C',
} as SessionUser;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

function setUp() {
  // The session's own timed events (heartbeat, inactivity) are not under test here: they never load.
  const session = createSessionStore({
    navigate: jest.fn(),
    notify: jest.fn(),
    loadTimedEvents: () => new Promise(() => undefined),
  });
  session.getState().start('250', localStorage, { url: 'http://localhost/250' });
  const saved: number[][] = [];
  const cart = createCartStore();
  cart.getState().configure({
    storage: createMemoryStorage(),
    buId: '250',
    isLoggedIn: () => session.getState().user !== null,
    serverCart: {
      save: async (snapshot: CartSnapshot) => {
        saved.push(snapshot.cartItems.map((item) => item.data.qty));
      },
      fetch: async () => null,
      remove: async () => undefined,
    },
  });
  const id = cart.getState().addOrder({ data: { itemCode: 'GC-100', amount: 5000, qty: 1 } });
  const load = jest.fn(() => import('./cart-server-saves'));
  const stop = saveCartWhileSignedIn(session, cart, load);
  /** Resolves once the stream module has loaded and the saves started. */
  const started = async () => {
    await load.mock.results.at(-1)?.value;
    await Promise.resolve();
  };
  return {
    session,
    cart,
    saved,
    load,
    stop,
    started,
    setQuantity: (qty: number) => cart.getState().changeQuantity(id, qty),
  };
}

describe("a signed-in customer's cart is saved to the server 2 s after the last quantity change", () => {
  it('loads nothing and saves nothing for a guest', async () => {
    const { load, saved, setQuantity, stop } = setUp();
    setQuantity(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    stop();
  });

  it('saves once, 2 s after the last of several changes, with the latest quantity', async () => {
    const { session, load, saved, setQuantity, started, stop } = setUp();
    session.getState().signIn(customer);
    await started();
    expect(load).toHaveBeenCalledTimes(1);
    setQuantity(2);
    await jest.advanceTimersByTimeAsync(1500);
    setQuantity(3);
    await jest.advanceTimersByTimeAsync(1000);
    setQuantity(4);
    await jest.advanceTimersByTimeAsync(1999);
    expect(saved).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([[4]]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([[4]]);
    stop();
  });

  it('does not save a change pending at sign-out, nor changes after it', async () => {
    const { session, saved, setQuantity, started, stop } = setUp();
    session.getState().signIn(customer);
    await started();
    setQuantity(2);
    await jest.advanceTimersByTimeAsync(1000);
    session.getState().signOut();
    setQuantity(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    stop();
  });

  it('starts nothing when the sign-out comes before the stream has loaded, and again on the next sign-in', async () => {
    const { session, load, saved, setQuantity, started, stop } = setUp();
    session.getState().signIn(customer);
    session.getState().signOut();
    await started();
    setQuantity(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([]);
    session.getState().signIn(customer);
    await started();
    expect(load).toHaveBeenCalledTimes(2);
    setQuantity(3);
    await jest.advanceTimersByTimeAsync(2000);
    expect(saved).toEqual([[3]]);
    stop();
  });

  it('stops with the returned stop, while signed in', async () => {
    const { session, saved, setQuantity, started, stop } = setUp();
    session.getState().signIn(customer);
    await started();
    setQuantity(2);
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([]);
    session.getState().signOut();
  });
});
