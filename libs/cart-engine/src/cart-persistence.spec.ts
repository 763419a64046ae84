import { cartStorageKey, couponStorageKey, encodeStoredValue } from './cart-storage';
import { readPersistedCart } from './cart-persistence';
import { createCartStore } from './cart-store';
import { defaultCartDeps } from './cart-store-core';
import { setUp, storedCart, storedCoupons, withFakeTimersInEachTest } from './cart-store-test-kit';
import { coupon, line } from '@shop/cart-rules/testing';
import { LEGACY_CART_STORAGE_KEY } from './constants';
import type { StorageLike } from './storage-like';
import { createMemoryStorage } from './memory-storage';

withFakeTimersInEachTest();

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
    const storage = createMemoryStorage({
      [LEGACY_CART_STORAGE_KEY]: encodeStoredValue({ cartItems: [line('legacy')], salesmanCustomerContractType: null }),
    });
    const sessionStorage = createMemoryStorage({
      [couponStorageKey('97')]: encodeStoredValue([coupon('6001', { cardBalance: 2500 })]),
    });
    const store = createCartStore();
    store.getState().configure({ storage, sessionStorage, buId: '97' });
    expect(store.getState().cartItems.map((item) => item.id)).toEqual(['legacy']);
    expect(storage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
    expect(store.getState().couponList[0]).toMatchObject({
      cardNumber: '6001',
      appliedAmount: 2500,
      remainingBalance: 0,
    });
    expect(store.getState().totals.total).toBe(7500);
  });

  it("reports 'Failed to save cart to local storage' when storage refuses, keeping the cart in memory", () => {
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

describe('Reading the persisted cart on its own', () => {
  const inMemory = {
    snapshot: { cartItems: [line('memory')], salesmanCustomerContractType: 4 },
    coupons: [coupon('6009')],
  };

  it('reads nothing without a unit, so the cart in memory stays', () => {
    expect(readPersistedCart(defaultCartDeps({ storage: createMemoryStorage() }), inMemory)).toBeNull();
  });

  it('keeps what is in memory for a storage that is not given, and reads the unit from the one given', () => {
    const stored = encodeStoredValue({ cartItems: [line('stored')], salesmanCustomerContractType: null });
    const storage = createMemoryStorage({ [cartStorageKey('97')]: stored });
    const read = readPersistedCart(defaultCartDeps({ storage, buId: '97' }), inMemory);
    expect(read?.snapshot.cartItems.map((item) => item.id)).toEqual(['stored']);
    expect(read?.coupons).toBe(inMemory.coupons);
    expect(readPersistedCart(defaultCartDeps({ buId: '97' }), inMemory)?.snapshot).toBe(inMemory.snapshot);
  });
});
