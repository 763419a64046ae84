import { cartSnapshotFromCartData, createCartStore, createMemoryStorage } from '@shop/cart-engine';
import { CART_SAVE_DEBOUNCE_MS } from '@shop/contracts';
import { createSessionStore, HEARTBEAT_INTERVAL_MS, type SessionUser } from '@shop/session';
import { connectSessionToApi } from './connect-session';
import { serverCartApi } from './server-cart-api';
import { recordingApi } from './test-api';

const customer: SessionUser = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C',
  paymentType: '',
  companyType: 0,
  isAdminSalesman: false,
  idCardNo: '',
};

function connected() {
  const session = createSessionStore({ navigate: jest.fn(), notify: jest.fn() });
  const cart = createCartStore();
  const { api, calls } = recordingApi({
    logout: () => ({ ok: true, status: 200, data: { redirectUrl: null } }),
    saveCart: () => ({ ok: true, status: 200, data: { saved: true, updatedAt: 1 } }),
  });
  connectSessionToApi(api, session, cart);
  session.getState().start('97', localStorage, { url: 'http://localhost/' });
  cart.getState().configure({
    storage: createMemoryStorage(),
    buId: '97',
    serverCart: serverCartApi(api, () => session.getState().user?.custId),
    isLoggedIn: () => session.getState().user !== null,
  });
  return { session, cart, calls };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the session talks to the platform API', () => {
  it('sends a heartbeat every 30 seconds while signed in, and none after logout', async () => {
    const { session, calls } = connected();
    session.getState().signIn(customer);
    // The heartbeat's stream loads on sign-in (a dynamic import): the async clock lets it arrive first.
    await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(calls.filter((call) => call.endpoint === 'heartbeat')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(calls.filter((call) => call.endpoint === 'heartbeat')).toHaveLength(2);

    await session.getState().logout();
    await jest.advanceTimersByTimeAsync(3 * HEARTBEAT_INTERVAL_MS);
    expect(calls.filter((call) => call.endpoint === 'heartbeat')).toHaveLength(2);
  });

  it('a guest sends no heartbeat', () => {
    const { calls } = connected();
    jest.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    expect(calls).toEqual([]);
  });

  it('logout revokes the session on the server with both tokens before forgetting it', async () => {
    const { session, calls } = connected();
    session.getState().signIn(customer);
    await session.getState().logout();
    expect(calls).toContainEqual({ endpoint: 'logout', input: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
    expect(session.getState().user).toBeNull();
  });

  it('logout of a signed-in user empties a cart with lines', async () => {
    const { session, cart } = connected();
    session.getState().signIn(customer);
    cart.getState().addOrder({ data: { itemCode: 'GC-100', amount: 5000, qty: 1 } });
    await session.getState().logout();
    expect(cart.getState().cartItems).toEqual([]);
  });
});

describe("a signed-in customer's cart is saved to the server 2 s after the last quantity change", () => {
  const quantitiesSaved = (calls: ReturnType<typeof connected>['calls']) =>
    calls
      .filter((call) => call.endpoint === 'saveCart')
      .map((call) => {
        const { cartData } = call.input as { cartData: Parameters<typeof cartSnapshotFromCartData>[0] };
        return cartSnapshotFromCartData(cartData)?.cartItems.map((item) => item.data.qty);
      });

  it('saves once after several changes, with the last quantity, and nothing pending after sign-out', async () => {
    const { session, cart, calls } = connected();
    const id = cart.getState().addOrder({ data: { itemCode: 'GC-100', amount: 5000, qty: 1 } });
    session.getState().signIn(customer);
    // The save's stream loads on sign-in with the heartbeat's (a dynamic import): let it arrive.
    await jest.advanceTimersByTimeAsync(0);
    cart.getState().changeQuantity(id, 2);
    await jest.advanceTimersByTimeAsync(1500);
    cart.getState().changeQuantity(id, 3);
    await jest.advanceTimersByTimeAsync(1000);
    cart.getState().changeQuantity(id, 4);
    await jest.advanceTimersByTimeAsync(CART_SAVE_DEBOUNCE_MS - 1);
    expect(quantitiesSaved(calls)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(quantitiesSaved(calls)).toEqual([[4]]);
    expect(cart.getState().serverCart).toMatchObject({ saving: false, error: null });

    cart.getState().changeQuantity(id, 5);
    await jest.advanceTimersByTimeAsync(1000);
    session.getState().signOut();
    cart.getState().changeQuantity(id, 6);
    await jest.advanceTimersByTimeAsync(10 * CART_SAVE_DEBOUNCE_MS);
    expect(quantitiesSaved(calls)).toEqual([[4]]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("a guest's quantity changes save nothing", async () => {
    const { cart, calls } = connected();
    const id = cart.getState().addOrder({ data: { itemCode: 'GC-100', amount: 5000, qty: 1 } });
    cart.getState().changeQuantity(id, 2);
    await jest.advanceTimersByTimeAsync(10 * CART_SAVE_DEBOUNCE_MS);
    expect(calls).toEqual([]);
  });
});
