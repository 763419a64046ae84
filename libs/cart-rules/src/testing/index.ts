// Builders of cart lines and coupons for specs (@shop/cart-rules/testing; not part of the main entry).
import { createCartItemData } from '../cart-items';
import type { CartItem, CartItemInput, QueriedCoupon } from '../types';

export function line(id: string, input: Partial<CartItemInput> = {}): CartItem {
  return { id, data: createCartItemData({ itemCode: 'GC-100', amount: 10000, qty: 1, ...input }) };
}

export function coupon(cardNumber: string, input: Partial<QueriedCoupon> = {}): QueriedCoupon {
  return {
    cardNumber,
    pinCode: '1234',
    cardBalance: 5000,
    isAllowPartialRedeem: true,
    subPayDesc: '',
    suitedItemCode: [],
    isThirdPartyCoupon: false,
    ...input,
  };
}
