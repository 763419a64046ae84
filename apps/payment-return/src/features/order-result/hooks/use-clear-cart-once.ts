import { useEffect } from 'react';
import { cartStore } from '@shop/cart-engine';
import type { OrderResult } from '@shop/contracts';

/** Set once this tab has emptied the cart for an order, so a reload of its result page never empties it again. */
const clearedKey = (orderNo: string) => `shop.orderResult.cartCleared.${orderNo}`;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The cart is emptied when its order is placed: paid, or waiting for a bank transfer or check. A
 * failed payment keeps it, to try again. Once per order and tab: the page reloaded later, with a new
 * cart, leaves that cart alone.
 */
export function useClearCartOnceFor(order: OrderResult | null): void {
  const placed = order !== null && (order.result === 'paid' || order.result === 'pending');
  const orderNo = order?.orderNo ?? '';
  useEffect(() => {
    if (!placed) return;
    const storage = sessionStorageOrNull();
    if (storage?.getItem(clearedKey(orderNo))) return;
    cartStore.getState().clearCart();
    storage?.setItem(clearedKey(orderNo), '1');
  }, [placed, orderNo]);
}
