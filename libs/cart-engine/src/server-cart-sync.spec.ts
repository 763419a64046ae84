import { defaultCartDeps } from './cart-store-core';
import { deferred, fakeServer, setUp, withFakeTimersInEachTest } from './cart-store-test-kit';
import type { CartState } from './cart-store-types';
import { debouncedServerSave } from './server-cart-sync';
import type { CartSnapshot } from '@shop/cart-rules';
import { line } from '@shop/cart-rules/testing';
import { CART_SAVE_DEBOUNCE_MS } from './constants';
import type { ServerCartApi } from './server-cart';

withFakeTimersInEachTest();

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
    const server: ServerCartApi = {
      save: jest.fn(() => Promise.reject(new Error('500'))),
      fetch: jest.fn(),
      remove: jest.fn(),
    };
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
    expect(store.getState()).toMatchObject({
      salesmanCustomerContractType: 2,
      serverCart: { fetching: false, error: null },
    });
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
    expect(server.save).toHaveBeenCalledWith({
      cartItems: store.getState().cartItems,
      salesmanCustomerContractType: 1,
    });
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

describe('The debounced server save on its own', () => {
  it('saves the state current when the debounce ends, once, with its saving flag', async () => {
    const server = fakeServer();
    const serverCart = { fetching: false, saving: false, deleting: false, error: null };
    let state = { cartItems: [line('a')], salesmanCustomerContractType: 1, serverCart } as unknown as CartState;
    const set = (partial: Partial<CartState>) => (state = { ...state, ...partial });
    const deps = { current: defaultCartDeps({ serverCart: server, isLoggedIn: () => true }) };
    const { quantityChanged } = debouncedServerSave(set, () => state, deps);
    quantityChanged();
    quantityChanged();
    set({ cartItems: [line('b')] });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    expect(state.serverCart.saving).toBe(true);
    await Promise.resolve();
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.stored).toEqual({ cartItems: [line('b')], salesmanCustomerContractType: 1 });
    expect(state.serverCart).toMatchObject({ saving: false, error: null });
  });
});
