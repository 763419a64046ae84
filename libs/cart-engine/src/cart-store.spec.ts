import { cartStorageKey, couponStorageKey, decodeStoredValue, encodeStoredValue } from './cart-storage';
import { cartStore, createCartStore, type CartDeps, type CartNotifier } from './cart-store';
import { CART_SAVE_DEBOUNCE_MS, LEGACY_CART_STORAGE_KEY } from './constants';
import type { CouponQueryResult } from './coupon-requery';
import { createMemoryStorage } from './memory-storage';
import type { ServerCartApi } from './server-cart';
import { coupon, line } from './test-fixtures';
import type { CartSnapshot, StorageLike } from './types';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface FakeServer {
  stored: CartSnapshot | null;
  save: jest.Mock<Promise<void>, [CartSnapshot]>;
  fetch: jest.Mock<Promise<CartSnapshot | null>, []>;
  remove: jest.Mock<Promise<void>, []>;
}

/** A server cart kept in memory, answering like the real calls. */
function fakeServer(): FakeServer {
  const server: FakeServer = {
    stored: null,
    save: jest.fn(async (snapshot: CartSnapshot) => {
      server.stored = snapshot;
    }),
    fetch: jest.fn(async () => server.stored),
    remove: jest.fn(async () => {
      server.stored = null;
    }),
  };
  return server;
}

function setUp(overrides: Partial<CartDeps> = {}) {
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const notifier: jest.Mocked<CartNotifier> = { couponRemoved: jest.fn(), nonPartialCouponWarning: jest.fn() };
  const server = fakeServer();
  let next = 0;
  const deps: Partial<CartDeps> = {
    storage,
    sessionStorage,
    buId: '97',
    currency: 'AED',
    serverCart: server,
    notifier,
    isLoggedIn: () => true,
    createId: () => `id-${(next += 1)}`,
    ...overrides,
  };
  const store = createCartStore();
  store.getState().configure(deps);
  return { store, storage, sessionStorage, notifier, server };
}

// Fake timers throughout, so no debounced save outlives a test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

const storedCart = (storage: StorageLike, buId = '97') => decodeStoredValue(storage.getItem(cartStorageKey(buId))) as CartSnapshot;
const storedCoupons = (storage: StorageLike, buId = '97') => decodeStoredValue(storage.getItem(couponStorageKey(buId))) as unknown[];

describe('The cart store is a module-level singleton configured later', () => {
  it('exists before configuration, empty, and takes its storage and unit from configure', () => {
    expect(cartStore.getState().cartItems).toEqual([]);
    const storage = createMemoryStorage({ [cartStorageKey('42')]: encodeStoredValue({ cartItems: [line('kept')], salesmanCustomerContractType: 3 }) });
    cartStore.getState().configure({ storage, buId: '42', currency: 'EUR' });
    expect(cartStore.getState()).toMatchObject({ currency: 'EUR', salesmanCustomerContractType: 3 });
    expect(cartStore.getState().cartItems.map((item) => item.id)).toEqual(['kept']);
    cartStore.getState().clearCart();
    expect(storedCart(storage, '42').cartItems).toEqual([]);
  });
});

describe('The cart is saved to encoded storage on every change, namespaced per business unit', () => {
  it('writes lines to local storage and coupons to session storage after each action', () => {
    const { store, storage, sessionStorage } = setUp();
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    expect(storedCart(storage).cartItems.map((item) => item.id)).toEqual([id]);
    store.getState().changeQuantity(id, 3);
    expect(storedCart(storage).cartItems[0].data.qty).toBe(3);
    store.getState().setSalesmanCustomerContractType(2);
    expect(storedCart(storage).salesmanCustomerContractType).toBe(2);
    store.getState().addCoupon(coupon('6001'));
    expect(storedCoupons(sessionStorage)).toHaveLength(1);
    expect(storage.getItem(couponStorageKey('97'))).toBeNull();
    expect(storage.getItem(cartStorageKey('250'))).toBeNull();
  });

  it('loads the unit cart and coupons on configure, migrating the legacy un-namespaced cart', () => {
    const storage = createMemoryStorage({ [LEGACY_CART_STORAGE_KEY]: encodeStoredValue({ cartItems: [line('legacy')], salesmanCustomerContractType: null }) });
    const sessionStorage = createMemoryStorage({ [couponStorageKey('97')]: encodeStoredValue([coupon('6001', { cardBalance: 2500 })]) });
    const store = createCartStore();
    store.getState().configure({ storage, sessionStorage, buId: '97' });
    expect(store.getState().cartItems.map((item) => item.id)).toEqual(['legacy']);
    expect(storage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
    expect(store.getState().couponList[0]).toMatchObject({ cardNumber: '6001', appliedAmount: 2500, remainingBalance: 0 });
    expect(store.getState().totals.total).toBe(7500);
  });

  it("reports 'Failed to save cart to local storage' when storage refuses the write, keeping the cart in memory", () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { store } = setUp({ storage: full });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    expect(store.getState().error).toBe('Failed to save cart to local storage');
    expect(store.getState().cartItems).toHaveLength(1);
  });
});

describe('Store actions apply the cart line rules', () => {
  it('adds or replaces by id, always adds sort T anew, and duplicates under a new id', () => {
    const { store } = setUp();
    const first = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    expect(store.getState().addOrder({ id: first, data: { itemCode: 'GC-1', amount: 200, qty: 1 } })).toBe(first);
    const theme = store.getState().addOrder({ id: first, data: { itemCode: 'GC-1', amount: 200, qty: 1, productSorts: 'T' } });
    const copy = store.getState().duplicateOrder(first);
    expect(store.getState().duplicateOrder('unknown')).toBeNull();
    expect(store.getState().cartItems.map((item) => [item.id, item.data.amount])).toEqual([
      [first, 200],
      [copy, 200],
      [theme, 200],
    ]);
    expect(new Set([first, theme, copy]).size).toBe(3);
    expect(store.getState().cartItems[0].data.deliverType).toBe('PDF');
  });

  it('deletes with the tiered discount recomputed and keeps totals current', () => {
    const { store } = setUp();
    const tiers = [{ itemCode: 'D', tiers: [{ amountFrom: 20000, amountTo: null, discountRate: 10 }] }];
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D', productDiscount: 10 } });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 2, discountItemCode: 'D', productDiscount: 10 } });
    expect(store.getState().totals.total).toBe(27000);
    store.getState().deleteOrder(a, tiers);
    expect(store.getState().cartItems[0].data.productDiscount).toBe(10);
    expect(store.getState().totals.total).toBe(18000);
    // The remaining line falls to 10000, below the only tier: rate 0 (the store kept the tiers).
    store.getState().changeQuantity(store.getState().cartItems[0].id, 1);
    store.getState().deleteOrder('unknown', tiers);
    expect(store.getState().cartItems[0].data.productDiscount).toBe(0);
    expect(store.getState().totals.total).toBe(10000);
  });

  it('fills empty receiver fields from the sender and stamps the salesman discount on present and new lines', () => {
    const { store } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    store.getState().updateSender({ senderName: 'Hala Nasser' });
    expect(store.getState().cartItems[0].data.receiverName).toBe('Hala Nasser');
    store.getState().setSalesmanSetDiscount(5);
    store.getState().addOrder({ data: { itemCode: 'GC-2', amount: 10000, qty: 1 } });
    expect(store.getState().cartItems.map((item) => item.data.salesmanSetDiscount)).toEqual([5, 5]);
    expect(store.getState().totals.discount).toBe(1000);
  });
});

describe('Coupons in the store', () => {
  it('refuses a coupon with the rule message and adds a valid one with its allocation', () => {
    const { store } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    expect(store.getState().addCoupon(coupon('6001', { cardBalance: 0 }))).toEqual({ ok: false, message: 'Insufficient Card Balance' });
    expect(store.getState().addCoupon(coupon('6001', { cardBalance: 3000 }))).toEqual({ ok: true, warning: null });
    expect(store.getState().addCoupon(coupon('6001'))).toEqual({ ok: false, message: 'The coupon you entered is invalid. Please try again.' });
    expect(store.getState().addCoupon(coupon('6002', { suitedItemCode: [{ itemCode: 'OTHER' }] }))).toEqual({
      ok: false,
      message: 'Card is not usable in this order',
    });
    expect(store.getState().couponList[0]).toMatchObject({ appliedAmount: 3000, remainingBalance: 0 });
    expect(store.getState().totals.total).toBe(7000);
  });

  it('calls the warning back when a non-partial coupon makes the coupons exceed the order total', () => {
    const { store, notifier } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    const fixed = coupon('6001', { cardBalance: 15000, isAllowPartialRedeem: false });
    const result = store.getState().addCoupon(fixed);
    expect(result).toEqual({ ok: true, warning: { coupon: fixed, couponTotal: 15000, orderTotal: 10000 } });
    expect(notifier.nonPartialCouponWarning).toHaveBeenCalledWith({ coupon: fixed, couponTotal: 15000, orderTotal: 10000 });
    expect(store.getState().totals.total).toBe(0);
  });

  it("calls 'removed from cart' back when a coupon is removed", () => {
    const { store, notifier, sessionStorage } = setUp();
    store.getState().addCoupon(coupon('6001'));
    store.getState().removeCoupon('6001');
    store.getState().removeCoupon('6001');
    expect(store.getState().couponList).toEqual([]);
    expect(storedCoupons(sessionStorage)).toEqual([]);
    expect(notifier.couponRemoved).toHaveBeenCalledTimes(1);
    expect(notifier.couponRemoved).toHaveBeenCalledWith({ coupon: expect.objectContaining({ cardNumber: '6001' }), message: 'removed from cart' });
  });

  it('requeries: keeps what still applies, drops the rest with a removal notice and reports joined errors', async () => {
    const answers: Record<string, CouponQueryResult> = {
      '6001': { ok: true, coupon: coupon('6001', { cardBalance: 1000 }) },
      '6002': { ok: true, coupon: coupon('6002', { suitedItemCode: [{ itemCode: 'GONE' }] }) },
      '6003': { ok: false, code: 11018, message: 'Coupon removed' },
    };
    const queryCoupon = jest.fn(async (c: { cardNumber: string }) => answers[c.cardNumber]);
    const { store, notifier } = setUp({ queryCoupon });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    store.getState().addOrder({ data: { itemCode: 'GONE', amount: 10000, qty: 1 } });
    ['6001', '6002', '6003'].forEach((cardNumber) => store.getState().addCoupon(coupon(cardNumber, cardNumber === '6002' ? { suitedItemCode: [{ itemCode: 'GONE' }] } : {})));
    store.getState().deleteOrder(store.getState().cartItems[1].id);

    const pending = store.getState().requeryCoupons();
    expect(store.getState().isFetching).toBe(true);
    const outcome = await pending;
    expect(store.getState().isFetching).toBe(false);
    expect(store.getState().couponList.map((c) => [c.cardNumber, c.cardBalance])).toEqual([['6001', 1000]]);
    expect(outcome.dropped.map((c) => c.cardNumber)).toEqual(['6002']);
    expect(notifier.couponRemoved).toHaveBeenCalledWith({ coupon: expect.objectContaining({ cardNumber: '6002' }), message: 'removed from cart' });
    expect(store.getState().error).toBe('Removed coupon 6003: Coupon removed (11018)');
    expect(queryCoupon).toHaveBeenCalledTimes(3);
  });

  it('requery throws when every coupon fails, leaving no coupon and the joined errors', async () => {
    const queryCoupon = jest.fn(async (): Promise<CouponQueryResult> => {
      throw new Error('Network down');
    });
    const { store } = setUp({ queryCoupon });
    store.getState().addCoupon(coupon('6001'));
    await expect(store.getState().requeryCoupons()).rejects.toThrow('fetch query card failed on coupon 6001: Network down');
    expect(store.getState()).toMatchObject({ couponList: [], isFetching: false, error: 'fetch query card failed on coupon 6001: Network down' });
  });

  it('requery needs a configured query function', async () => {
    const { store } = setUp({ queryCoupon: null });
    await expect(store.getState().requeryCoupons()).rejects.toThrow('queryCoupon');
  });
});

describe('Changing a quantity saves the cart to the server after a 2000 ms debounce for logged-in users', () => {
  it('saves once, 2000 ms after the last change, with the latest quantities', async () => {
    expect(CART_SAVE_DEBOUNCE_MS).toBe(2000);
    const { store, server } = setUp();
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    store.getState().changeQuantity(id, 2);
    jest.advanceTimersByTime(1500);
    store.getState().changeQuantity(id, 4);
    jest.advanceTimersByTime(1999);
    expect(server.save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(store.getState().serverCart.saving).toBe(true);
    await Promise.resolve();
    expect(server.save.mock.calls[0][0].cartItems[0].data.qty).toBe(4);
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: null });
  });

  it('does not save for a visitor who is not logged in', () => {
    const { store, server } = setUp({ isLoggedIn: () => false });
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    store.getState().changeQuantity(id, 2);
    jest.advanceTimersByTime(5000);
    expect(server.save).not.toHaveBeenCalled();
  });

  it("reports 'Failed to save cart data to server' when the debounced save fails", async () => {
    const server: ServerCartApi = { save: jest.fn(() => Promise.reject(new Error('500'))), fetch: jest.fn(), remove: jest.fn() };
    const { store } = setUp({ serverCart: server });
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    store.getState().changeQuantity(id, 2);
    jest.advanceTimersByTime(2000);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: 'Failed to save cart data to server' });
  });
});

describe('Server cart flows: save, fetch and delete, each with its flag and error', () => {
  it('fetch replaces the local cart, flagging fetching while it runs', async () => {
    const gate = deferred<CartSnapshot | null>();
    const server: ServerCartApi = { save: jest.fn(), fetch: jest.fn(() => gate.promise), remove: jest.fn() };
    const { store } = setUp({ serverCart: server });
    store.getState().addOrder({ data: { itemCode: 'LOCAL', amount: 100, qty: 1 } });
    const pending = store.getState().fetchServerCart();
    expect(store.getState().serverCart.fetching).toBe(true);
    gate.resolve({ cartItems: [line('server')], salesmanCustomerContractType: 2 });
    await expect(pending).resolves.toBe(true);
    expect(store.getState().cartItems.map((item) => item.id)).toEqual(['server']);
    expect(store.getState()).toMatchObject({ salesmanCustomerContractType: 2, serverCart: { fetching: false, error: null } });
  });

  it('fetch empties the local cart when the server has none', async () => {
    const { store } = setUp();
    store.getState().addOrder({ data: { itemCode: 'LOCAL', amount: 100, qty: 1 } });
    await store.getState().fetchServerCart();
    expect(store.getState().cartItems).toEqual([]);
  });

  it('delete clears the local orders, flagging deleting while it runs', async () => {
    const { store, server } = setUp();
    store.getState().addOrder({ data: { itemCode: 'LOCAL', amount: 100, qty: 1 } });
    const pending = store.getState().deleteServerCart();
    expect(store.getState().serverCart.deleting).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(server.remove).toHaveBeenCalledTimes(1);
    expect(store.getState().cartItems).toEqual([]);
    expect(store.getState().serverCart.deleting).toBe(false);
  });

  it('save merges the server cart with the local cart, keeps the result and sends it', async () => {
    const { store, server } = setUp();
    server.stored = { cartItems: [line('server')], salesmanCustomerContractType: 1 };
    store.getState().addOrder({ id: 'local', data: { itemCode: 'LOCAL', amount: 100, qty: 1 } });
    const pending = store.getState().saveServerCart();
    expect(store.getState().serverCart.saving).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(store.getState().cartItems.map((item) => item.id)).toEqual(['server', 'local']);
    expect(server.save).toHaveBeenCalledWith({ cartItems: store.getState().cartItems, salesmanCustomerContractType: 1 });
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: null });
  });

  it('reports each failure with its message and keeps the local cart', async () => {
    const failing: ServerCartApi = {
      save: jest.fn(() => Promise.reject(new Error('500'))),
      fetch: jest.fn(() => Promise.reject(new Error('500'))),
      remove: jest.fn(() => Promise.reject(new Error('500'))),
    };
    const { store } = setUp({ serverCart: failing });
    store.getState().addOrder({ id: 'local', data: { itemCode: 'LOCAL', amount: 100, qty: 1 } });
    await expect(store.getState().fetchServerCart()).resolves.toBe(false);
    expect(store.getState().serverCart).toMatchObject({ fetching: false, error: 'Failed to load cart from server' });
    await expect(store.getState().saveServerCart()).resolves.toBe(false);
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: 'Failed to save cart to server' });
    await expect(store.getState().deleteServerCart()).resolves.toBe(false);
    expect(store.getState().serverCart).toMatchObject({ deleting: false, error: 'Failed to delete cart from server' });
    expect(store.getState().cartItems.map((item) => item.id)).toEqual(['local']);
  });

  it('refuses server calls for a visitor who is not logged in', async () => {
    const { store, server } = setUp({ isLoggedIn: () => false });
    await expect(store.getState().saveServerCart()).resolves.toBe(false);
    expect(store.getState().serverCart.error).toBe('User not authenticated');
    expect(server.fetch).not.toHaveBeenCalled();
    expect(server.save).not.toHaveBeenCalled();
  });

  it('needs configured server cart calls', async () => {
    const { store } = setUp({ serverCart: null });
    await expect(store.getState().fetchServerCart()).rejects.toThrow('serverCart');
  });
});
