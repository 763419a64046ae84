// The store set-up shared by the cart store's specs (not exported from the entry point): a store
// on memory storage with a server cart kept in memory, and readers of what was stored.
import { cartStorageKey, couponStorageKey, decodeStoredValue } from './cart-storage';
import { createCartStore, type CartDeps, type CartNotifier } from './cart-store';
import { createMemoryStorage } from './memory-storage';
import type { CartSnapshot } from '@shop/cart-rules';
import type { StorageLike } from './storage-like';

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface FakeServer {
  stored: CartSnapshot | null;
  save: jest.Mock<Promise<void>, [CartSnapshot]>;
  fetch: jest.Mock<Promise<CartSnapshot | null>, []>;
  remove: jest.Mock<Promise<void>, []>;
}

/** A server cart kept in memory, answering like the real calls. */
export function fakeServer(): FakeServer {
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

export function setUp(overrides: Partial<CartDeps> = {}) {
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

/** Fake timers throughout, so no debounced save outlives a test. */
export function withFakeTimersInEachTest() {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });
}

export const storedCart = (storage: StorageLike, buId = '97') =>
  decodeStoredValue(storage.getItem(cartStorageKey(buId))) as CartSnapshot;
export const storedCoupons = (storage: StorageLike, buId = '97') =>
  decodeStoredValue(storage.getItem(couponStorageKey(buId))) as unknown[];
