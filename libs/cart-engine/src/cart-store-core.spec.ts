import { setUp, withFakeTimersInEachTest } from './cart-store-test-kit';

withFakeTimersInEachTest();

describe('Store actions apply the cart line rules', () => {
  it('adds or replaces by id, always adds sort T anew, and duplicates under a new id', () => {
    const { store } = setUp();
    const first = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 100, qty: 1 } });
    expect(store.getState().addOrder({ id: first, data: { itemCode: 'GC-1', amount: 200, qty: 1 } })).toBe(first);
    const theme = store
      .getState()
      .addOrder({ id: first, data: { itemCode: 'GC-1', amount: 200, qty: 1, productSorts: 'T' } });
    const copy = store.getState().duplicateOrder(first);
    expect(store.getState().duplicateOrder('unknown')).toBeNull();
    expect(store.getState().cartItems.map((item) => [item.id, item.data.amount])).toEqual([
      [first, 200],
      [copy, 200],
      [theme, 200],
    ]);
    expect(new Set([first, theme, copy]).size).toBe(3);
    expect(store.getState().cartItems[0].data.deliverType).toBe('PDF');
  });

  it('deletes with the tiered discount recomputed and keeps totals current', () => {
    const { store } = setUp();
    const tiers = [{ itemCode: 'D', tiers: [{ amountFrom: 20000, amountTo: null, discountRate: 10 }] }];
    const a = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D', productDiscount: 10 } });
    store
      .getState()
      .addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 2, discountItemCode: 'D', productDiscount: 10 } });
    expect(store.getState().totals.total).toBe(27000);
    store.getState().deleteOrder(a, tiers);
    expect(store.getState().cartItems[0].data.productDiscount).toBe(10);
    expect(store.getState().totals.total).toBe(18000);
    // The remaining line falls to 10000, below the only tier: rate 0 (the store kept the tiers).
    store.getState().changeQuantity(store.getState().cartItems[0].id, 1);
    store.getState().deleteOrder('unknown', tiers);
    expect(store.getState().cartItems[0].data.productDiscount).toBe(0);
    expect(store.getState().totals.total).toBe(10000);
  });

  it('fills empty receiver fields from the sender and stamps the salesman discount on present and new lines', () => {
    const { store } = setUp();
    store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1 } });
    store.getState().updateSender({ senderName: 'Hala Nasser' });
    expect(store.getState().cartItems[0].data.receiverName).toBe('Hala Nasser');
    store.getState().setSalesmanSetDiscount(5);
    store.getState().addOrder({ data: { itemCode: 'GC-2', amount: 10000, qty: 1 } });
    expect(store.getState().cartItems.map((item) => item.data.salesmanSetDiscount)).toEqual([5, 5]);
    expect(store.getState().totals.discount).toBe(1000);
  });
});
