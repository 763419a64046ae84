import { deferred, setUp, withFakeTimersInEachTest } from './cart-store-test-kit';
import type { CartSnapshot } from '@shop/cart-rules';
import { line } from '@shop/cart-rules/testing';
import type { ServerCartApi } from './server-cart';

withFakeTimersInEachTest();

describe('Quantity changes for the debounced server save (its 2 s debounce runs in the session streams)', () => {
  it('counts each quantity change, and only those, without a timer of its own', () => {
    const { store, server } = setUp();
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    expect(store.getState().quantityChanges).toBe(0);
    store.getState().changeQuantity(id, 2);
    store.getState().changeQuantity(id, 4);
    store.getState().updateSender({ senderName: 'Layla' });
    expect(store.getState().quantityChanges).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(server.save).not.toHaveBeenCalled();
  });

  it('saves the cart as it is when asked, without merging, with its saving flag', async () => {
    const { store, server } = setUp();
    server.stored = { cartItems: [line('server')], salesmanCustomerContractType: 1 };
    const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    store.getState().changeQuantity(id, 4);
    const pending = store.getState().saveCartChanges();
    expect(store.getState().serverCart).toMatchObject({ saving: true, error: null });
    await expect(pending).resolves.toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.stored?.cartItems.map((item) => item.data.qty)).toEqual([4]);
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: null });
  });

  it("reports 'Failed to save cart data to server' when that save fails", async () => {
    const server: ServerCartApi = {
      save: jest.fn(() => Promise.reject(new Error('500'))),
      fetch: jest.fn(),
      remove: jest.fn(),
    };
    const { store } = setUp({ serverCart: server });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    await expect(store.getState().saveCartChanges()).resolves.toBe(false);
    expect(store.getState().serverCart).toMatchObject({ saving: false, error: 'Failed to save cart data to server' });
  });

  it('saves nothing for a visitor who is not logged in', async () => {
    const { store, server } = setUp({ isLoggedIn: () => false });
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    await expect(store.getState().saveCartChanges()).resolves.toBe(false);
    expect(server.save).not.toHaveBeenCalled();
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
