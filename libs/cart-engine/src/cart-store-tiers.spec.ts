import { createCartItemData, type CartSnapshot, type DiscountList } from '@shop/cart-rules';
import { cartStorageKey, decodeStoredValue } from './cart-storage';
import { createCartStore } from './cart-store';
import { createMemoryStorage } from './memory-storage';
import type { ServerCartApi } from './server-cart';

// Spec 1 §4 "Cart": the tiered discount of the lines sharing a discount item code follows from
// their summed amount × quantity, falling back to rate 0; adding, changing a quantity,
// duplicating and deleting all recompute it.

const discountLists: DiscountList[] = [
  {
    itemCode: 'D',
    tiers: [
      { amountFrom: 20000, amountTo: 49999, discountRate: 5 },
      { amountFrom: 50000, amountTo: null, discountRate: 10 },
    ],
  },
  { itemCode: 'E', tiers: [{ amountFrom: 0, amountTo: null, discountRate: 2 }] },
];

function setUp() {
  const storage = createMemoryStorage();
  let next = 0;
  const store = createCartStore();
  store.getState().configure({ storage, buId: '97', currency: 'AED', createId: () => `id-${(next += 1)}` });
  const rates = () => store.getState().cartItems.map((item) => [item.id, item.data.productDiscount]);
  const storedRates = () =>
    (decodeStoredValue(storage.getItem(cartStorageKey('97'))) as CartSnapshot).cartItems.map((item) => [
      item.id,
      item.data.productDiscount,
    ]);
  return { store, rates, storedRates };
}

jest.useFakeTimers();

describe('Adding an order recomputes the tiers of every line sharing its discount item code', () => {
  it('moves sharing lines to the tier their summed amount × quantity reaches; totals and storage follow', () => {
    const { store, rates, storedRates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const a = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D', productDiscount: 10 } });
    // 10000 is in no tier: rate 0.
    expect(rates()).toEqual([[a, 0]]);
    const b = store.getState().addOrder({ data: { itemCode: 'GC-2', amount: 5000, qty: 2, discountItemCode: 'D' } });
    // 10000 + 5000 × 2 = 20000: 5 % for both.
    expect(rates()).toEqual([
      [a, 5],
      [b, 5],
    ]);
    expect(store.getState().totals).toMatchObject({ gross: 20000, discount: 1000, total: 19000 });
    expect(storedRates()).toEqual(rates());
  });

  it('takes the lists given with the order, leaving lines of other codes and lines without one untouched', () => {
    const { store, rates } = setUp();
    const plain = store.getState().addOrder({ data: { itemCode: 'GC-0', amount: 90000, qty: 1, productDiscount: 7 } });
    const e = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-3', amount: 90000, qty: 1, discountItemCode: 'E', productDiscount: 2 } });
    const a = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-1', amount: 60000, qty: 1, discountItemCode: 'D' } }, discountLists);
    expect(rates()).toEqual([
      [plain, 7],
      [e, 2],
      [a, 10],
    ]);
    expect(store.getState().discountLists.map((list) => list.itemCode)).toEqual(['D', 'E']);
  });

  it('recomputes the code a replaced line leaves as well as the one it joins', () => {
    const { store, rates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D' } });
    const b = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D' } });
    expect(rates()).toEqual([
      [a, 5],
      [b, 5],
    ]);
    store.getState().addOrder({ id: b, data: { itemCode: 'GC-3', amount: 10000, qty: 1, discountItemCode: 'E' } });
    expect(rates()).toEqual([
      [a, 0],
      [b, 2],
    ]);
  });

  it('adds a line of sort T as a new entry and still recomputes', () => {
    const { store, rates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 25000, qty: 1, discountItemCode: 'D' } });
    const t = store
      .getState()
      .addOrder({ id: a, data: { itemCode: 'GC-1', amount: 25000, qty: 1, discountItemCode: 'D', productSorts: 'T' } });
    expect(rates()).toEqual([
      [a, 10],
      [t, 10],
    ]);
  });
});

describe('Changing a quantity recomputes the tiers of every line sharing the discount item code', () => {
  it('moves up and down the tiers and falls back to rate 0 below the first', () => {
    const { store, rates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D' } });
    const b = store.getState().addOrder({ data: { itemCode: 'GC-2', amount: 10000, qty: 1, discountItemCode: 'D' } });
    const e = store.getState().addOrder({ data: { itemCode: 'GC-3', amount: 10000, qty: 1, discountItemCode: 'E' } });
    store.getState().changeQuantity(a, 4);
    // 40000 + 10000 = 50000: 10 %.
    expect(rates()).toEqual([
      [a, 10],
      [b, 10],
      [e, 2],
    ]);
    expect(store.getState().totals.discount).toBe(5000 + 200);
    store.getState().changeQuantity(b, 1);
    store.getState().changeQuantity(a, 2);
    expect(rates()).toEqual([
      [a, 5],
      [b, 5],
      [e, 2],
    ]);
    store.getState().deleteOrder(b);
    store.getState().changeQuantity(a, 1);
    expect(rates()).toEqual([
      [a, 0],
      [e, 2],
    ]);
  });

  it('takes the lists given with the change', () => {
    const { store, rates } = setUp();
    const a = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 1, discountItemCode: 'D', productDiscount: 3 } });
    store.getState().changeQuantity(a, 5, discountLists);
    expect(rates()).toEqual([[a, 10]]);
  });
});

describe('Duplicating recomputes the tiers of every line sharing the discount item code', () => {
  it('counts the copy in the summed amount', () => {
    const { store, rates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 30000, qty: 1, discountItemCode: 'D' } });
    const other = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-2', amount: 10000, qty: 1, discountItemCode: 'D' } });
    expect(rates()).toEqual([
      [a, 5],
      [other, 5],
    ]);
    const copy = store.getState().duplicateOrder(a);
    // 30000 × 2 + 10000 = 70000: 10 %.
    expect(rates()).toEqual([
      [a, 10],
      [copy, 10],
      [other, 10],
    ]);
  });

  it('takes the lists given with the duplication', () => {
    const { store, rates } = setUp();
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 15000, qty: 1, discountItemCode: 'D' } });
    const copy = store.getState().duplicateOrder(a, discountLists);
    expect(rates()).toEqual([
      [a, 5],
      [copy, 5],
    ]);
  });
});

describe('Tiers the store has been given', () => {
  it('recompute the cart when given, and newer lists replace older ones of the same code', () => {
    const { store, rates } = setUp();
    const a = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 60000, qty: 1, discountItemCode: 'D' } });
    store.getState().setDiscountLists(discountLists);
    expect(rates()).toEqual([[a, 10]]);
    store.getState().setDiscountLists([{ itemCode: 'D', tiers: [{ amountFrom: 0, amountTo: null, discountRate: 1 }] }]);
    expect(rates()).toEqual([[a, 1]]);
    expect(store.getState().discountLists.map((list) => list.itemCode)).toEqual(['E', 'D']);
  });

  it('leave a line whose code has no known tiers at the rate it came with', () => {
    const { store, rates } = setUp();
    store.getState().setDiscountLists(discountLists);
    const x = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-9', amount: 10000, qty: 1, discountItemCode: 'X', productDiscount: 4 } });
    store.getState().changeQuantity(x, 3);
    store.getState().duplicateOrder(x);
    expect(rates().map(([, rate]) => rate)).toEqual([4, 4]);
  });

  it('apply to the lines a server fetch or login merge brings, and the merged cart is saved with them', async () => {
    const { store, rates } = setUp();
    const serverLine = {
      id: 'server',
      data: createCartItemData({ itemCode: 'GC-1', amount: 40000, qty: 1, discountItemCode: 'D', productDiscount: 5 }),
    };
    let saved: CartSnapshot | null = null;
    const save = jest.fn(async (snapshot: CartSnapshot) => {
      saved = snapshot;
    });
    const server: ServerCartApi = {
      save,
      fetch: async () => ({ cartItems: [serverLine], salesmanCustomerContractType: null }),
      remove: async () => undefined,
    };
    store.getState().configure({ serverCart: server, isLoggedIn: () => true });
    store.getState().setDiscountLists(discountLists);
    const local = store
      .getState()
      .addOrder({ data: { itemCode: 'GC-2', amount: 10000, qty: 1, discountItemCode: 'D' } });
    expect(rates()).toEqual([[local, 0]]);
    await store.getState().saveServerCart();
    // 40000 + 10000 = 50000: 10 % on both, in the store and in what was sent.
    expect(rates()).toEqual([
      ['server', 10],
      [local, 10],
    ]);
    expect(saved).toEqual({ cartItems: store.getState().cartItems, salesmanCustomerContractType: null });
    await store.getState().fetchServerCart();
    expect(rates()).toEqual([['server', 5]]);
  });

  it('belong to the unit: configuring another unit forgets them', () => {
    const { store } = setUp();
    store.getState().setDiscountLists(discountLists);
    store.getState().configure({ buId: '97' });
    expect(store.getState().discountLists).toHaveLength(2);
    store.getState().configure({ buId: '250' });
    expect(store.getState().discountLists).toEqual([]);
  });
});
