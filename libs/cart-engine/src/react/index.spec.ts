/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { cartStore } from '../cart-store';
import { useCart } from './index';

describe('useCart reads the shared cart store and follows its changes', () => {
  afterEach(() => act(() => cartStore.getState().clearCart()));

  it('returns the selected slice and re-renders when it changes', () => {
    const { result } = renderHook(() => useCart((state) => state.totals.total));
    expect(result.current).toBe(0);
    act(() => {
      cartStore.getState().addOrder({ data: { itemCode: 'GC-1', amount: 2500, qty: 2 } });
    });
    expect(result.current).toBe(5000);
  });

  it('gives the same lines the vanilla store holds', () => {
    act(() => {
      cartStore.getState().addOrder({ id: 'line-1', data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    });
    const { result } = renderHook(() => useCart((state) => state.cartItems));
    expect(result.current).toBe(cartStore.getState().cartItems);
    expect(result.current.map((item) => item.id)).toEqual(['line-1']);
  });
});
