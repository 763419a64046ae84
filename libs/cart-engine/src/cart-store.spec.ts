import { cartStorageKey, encodeStoredValue } from './cart-storage';
import { cartStore } from './cart-store';
import { storedCart, withFakeTimersInEachTest } from './cart-store-test-kit';
import { createMemoryStorage } from './memory-storage';
import { line } from '@shop/cart-rules/testing';

withFakeTimersInEachTest();

describe('The cart store is a module-level singleton configured later', () => {
  it('exists before configuration, empty, and takes its storage and unit from configure', () => {
    expect(cartStore.getState().cartItems).toEqual([]);
    const storage = createMemoryStorage({
      [cartStorageKey('42')]: encodeStoredValue({ cartItems: [line('kept')], salesmanCustomerContractType: 3 }),
    });
    cartStore.getState().configure({ storage, buId: '42', currency: 'EUR' });
    expect(cartStore.getState()).toMatchObject({ currency: 'EUR', salesmanCustomerContractType: 3 });
    expect(cartStore.getState().cartItems.map((item) => item.id)).toEqual(['kept']);
    cartStore.getState().clearCart();
    expect(storedCart(storage, '42').cartItems).toEqual([]);
  });
});
