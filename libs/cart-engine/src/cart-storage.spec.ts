import {
  cartStorageKey,
  couponStorageKey,
  decodeStoredValue,
  encodeStoredValue,
  readStoredCart,
  readStoredCoupons,
  writeStoredCart,
  writeStoredCoupons,
} from './cart-storage';
import type { Coupon } from '@shop/cart-rules';
import { coupon, line } from '@shop/cart-rules/testing';
import { LEGACY_CART_STORAGE_KEY, LEGACY_COUPON_STORAGE_KEY } from './constants';
import { createMemoryStorage } from './memory-storage';

const applied: Coupon = { ...coupon('6001'), appliedAmount: 0, remainingBalance: 5000 };

describe('The cart is kept in encoded local storage, coupons in encoded session storage', () => {
  it('writes the orders and salesman contract type encoded, not as readable JSON, and reads them back', () => {
    const storage = createMemoryStorage();
    const snapshot = {
      cartItems: [line('a', { receiverName: 'Zoé Ünal', productName: 'بطاقة' })],
      salesmanCustomerContractType: 2,
    };
    writeStoredCart(storage, '97', snapshot);
    const raw = storage.getItem(cartStorageKey('97'));
    expect(raw).not.toContain('Zoé');
    expect(raw).not.toContain('{');
    expect(readStoredCart(storage, '97')).toEqual(snapshot);
  });

  it('writes coupons encoded and reads them back without their allocation, which is computed again', () => {
    const storage = createMemoryStorage();
    writeStoredCoupons(storage, '97', [applied]);
    expect(storage.getItem(couponStorageKey('97'))).not.toContain('6001');
    expect(readStoredCoupons(storage, '97')).toEqual([coupon('6001')]);
  });

  it('drops stored lines and coupons that are damaged, and fills fields an older version did not write', () => {
    const older = { id: 'older', data: { itemCode: 'GC-100', amount: 2500, qty: 2 } };
    const damaged = [
      { id: 'no-code', data: { amount: 100, qty: 1 } },
      { id: 'half-cent', data: { itemCode: 'GC-100', amount: 10.5, qty: 1 } },
      { id: 'no-qty', data: { itemCode: 'GC-100', amount: 100, qty: 0 } },
      { id: 'text-amount', data: { itemCode: 'GC-100', amount: '100', qty: 1 } },
      { id: 'negative-fee', data: { itemCode: 'GC-100', amount: 100, qty: 1, cardMadeFee: -500 } },
      { id: 'half-cent-extra', data: { itemCode: 'GC-100', amount: 100, qty: 1, extraProductAmount: 0.5 } },
      { id: 'negative-rate', data: { itemCode: 'GC-100', amount: 100, qty: 1, productDiscount: -5 } },
      { data: { itemCode: 'GC-100', amount: 100, qty: 1 } },
    ];
    const wrongKind = {
      id: 'wrong-kind',
      data: { itemCode: 'GC-100', amount: 100, qty: 1, discount: 'ten', uploadFileList: 'none' },
    };
    const storage = createMemoryStorage({
      [cartStorageKey('97')]: encodeStoredValue({
        cartItems: [older, ...damaged, wrongKind],
        salesmanCustomerContractType: '2',
      }),
      [couponStorageKey('97')]: encodeStoredValue([
        coupon('6001'),
        { ...coupon('6002'), cardBalance: 'lots' },
        { cardNumber: '6003' },
      ]),
    });
    const restored = readStoredCart(storage, '97');
    expect(restored.cartItems).toEqual([line('older', { amount: 2500, qty: 2 }), line('wrong-kind', { amount: 100 })]);
    expect(restored.salesmanCustomerContractType).toBeNull();
    expect(readStoredCoupons(storage, '97')).toEqual([coupon('6001')]);
  });

  it('reads an empty cart when the entry is missing, corrupted or of another shape', () => {
    const storage = createMemoryStorage({
      [cartStorageKey('97')]: 'not base64 json%%',
      [couponStorageKey('97')]: encodeStoredValue({ no: 'list' }),
    });
    expect(readStoredCart(storage, '97')).toEqual({ cartItems: [], salesmanCustomerContractType: null });
    expect(readStoredCart(createMemoryStorage(), '97').cartItems).toEqual([]);
    expect(readStoredCoupons(storage, '97')).toEqual([]);
    expect(decodeStoredValue(null)).toBeNull();
  });
});

describe('Local storage is namespaced per business unit with legacy keys migrated', () => {
  it('keeps each unit in its own key', () => {
    const storage = createMemoryStorage();
    writeStoredCart(storage, '97', { cartItems: [line('a')], salesmanCustomerContractType: null });
    expect(readStoredCart(storage, '250').cartItems).toEqual([]);
    expect(cartStorageKey('97')).not.toBe(cartStorageKey('250'));
  });

  it('moves a legacy un-namespaced cart and coupon list under the unit and removes the legacy keys', () => {
    const legacyCart = { cartItems: [line('old')], salesmanCustomerContractType: 1 };
    const storage = createMemoryStorage({
      [LEGACY_CART_STORAGE_KEY]: encodeStoredValue(legacyCart),
      [LEGACY_COUPON_STORAGE_KEY]: encodeStoredValue([applied]),
    });
    expect(readStoredCart(storage, '97')).toEqual(legacyCart);
    expect(readStoredCoupons(storage, '97')).toEqual([coupon('6001')]);
    expect(storage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(LEGACY_COUPON_STORAGE_KEY)).toBeNull();
    expect(readStoredCart(storage, '250').cartItems).toEqual([]);
  });

  it('never lets a legacy entry overwrite the cart the unit already has', () => {
    const current = { cartItems: [line('current')], salesmanCustomerContractType: null };
    const storage = createMemoryStorage({ [LEGACY_CART_STORAGE_KEY]: encodeStoredValue({ cartItems: [line('old')] }) });
    writeStoredCart(storage, '97', current);
    expect(readStoredCart(storage, '97')).toEqual(current);
    expect(storage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
  });
});
