import { cartDataOf, cartFromServer, cartSnapshotFromCartData, mergeServerAndLocalCart } from './server-cart';
import { line } from '@shop/cart-rules/testing';

describe('Saving the server cart merges the server cart with the local cart first', () => {
  it('keeps every line of both, the local line winning on the same id', () => {
    const server = { cartItems: [line('s1'), line('shared', { qty: 9 })], salesmanCustomerContractType: 1 };
    const local = { cartItems: [line('shared', { qty: 2 }), line('l1')], salesmanCustomerContractType: null };
    const merged = mergeServerAndLocalCart(server, local);
    expect(merged.cartItems.map((item) => [item.id, item.data.qty])).toEqual([
      ['s1', 1],
      ['shared', 2],
      ['l1', 1],
    ]);
    expect(merged.salesmanCustomerContractType).toBe(1);
    expect(
      mergeServerAndLocalCart(server, { ...local, salesmanCustomerContractType: 3 }).salesmanCustomerContractType,
    ).toBe(3);
  });

  it('keeps the local cart when the server has none', () => {
    const local = { cartItems: [line('l1')], salesmanCustomerContractType: null };
    expect(mergeServerAndLocalCart(null, local)).toBe(local);
  });
});

describe('Fetching the server cart replaces the local cart, or empties it when none exists', () => {
  it('gives the server cart or an empty one', () => {
    const server = { cartItems: [line('s1')], salesmanCustomerContractType: 2 };
    expect(cartFromServer(server)).toBe(server);
    expect(cartFromServer(null)).toEqual({ cartItems: [], salesmanCustomerContractType: null });
  });
});

describe('The server keeps the cart as cartData JSON text', () => {
  it('a cart sent as cartData reads back the same', () => {
    const snapshot = {
      cartItems: [line('a', { amount: 5000 }), line('b', { productSorts: 'T' })],
      salesmanCustomerContractType: 2,
    };
    expect(cartSnapshotFromCartData(cartDataOf(snapshot))).toEqual(snapshot);
  });

  it('no cartData, text that is not JSON, or JSON that is not a cart reads as no cart', () => {
    for (const cartData of [null, '{broken', '"a text"', '{"lines":[]}', 'null']) {
      expect(cartSnapshotFromCartData(cartData)).toBeNull();
    }
  });

  it('a cart saved without a contract type reads back with none', () => {
    expect(cartSnapshotFromCartData('{"cartItems":[]}')).toEqual({ cartItems: [], salesmanCustomerContractType: null });
  });
});
