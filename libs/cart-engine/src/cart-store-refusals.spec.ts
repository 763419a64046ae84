import { InvalidCartValueError, type CartItemInput, type DiscountList } from '@shop/cart-rules';
import { cartStorageKey } from './cart-storage';
import { createCartStore } from './cart-store';
import { createMemoryStorage } from './memory-storage';

// Every money or count field of a cart line is refused by the store when it is not a whole
// number of minor units (quantity: of at least 1) or a rate outside 0-100 %, with a typed error
// naming the field; the store state and the stored cart stay as they were.

function setUp() {
  const storage = createMemoryStorage();
  let next = 0;
  const store = createCartStore();
  store.getState().configure({ storage, buId: '97', currency: 'AED', createId: () => `id-${(next += 1)}` });
  const id = store.getState().addOrder({ data: { itemCode: 'GC-1', amount: 10000, qty: 2, discountItemCode: 'D' } });
  store.getState().setSalesmanSetDiscount(3);
  const stored = () => storage.getItem(cartStorageKey('97'));
  return { store, id, stored };
}

/** Runs the action, expecting it to throw, and returns what was thrown. */
function refusal(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('the store accepted the value');
}

const valid: CartItemInput = { itemCode: 'GC-2', amount: 5000, qty: 1 };

const badLines: [field: keyof CartItemInput, value: unknown, message: string][] = [
  ['amount', 10.5, 'amount must be a whole number of minor units, 0 or more (got 10.5)'],
  ['amount', -100, 'amount must be a whole number of minor units, 0 or more (got -100)'],
  ['amount', Number.NaN, 'amount must be a whole number of minor units, 0 or more (got NaN)'],
  ['amount', Number.POSITIVE_INFINITY, 'amount must be a whole number of minor units, 0 or more (got Infinity)'],
  ['amount', '5000', 'amount must be a whole number of minor units, 0 or more (got "5000")'],
  ['qty', 0, 'qty must be a whole number of at least 1 (got 0)'],
  ['qty', -2, 'qty must be a whole number of at least 1 (got -2)'],
  ['qty', 1.5, 'qty must be a whole number of at least 1 (got 1.5)'],
  ['extraProductAmount', 0.5, 'extraProductAmount must be a whole number of minor units, 0 or more (got 0.5)'],
  ['extraProductAmount', -1, 'extraProductAmount must be a whole number of minor units, 0 or more (got -1)'],
  ['cardMadeFee', 12.25, 'cardMadeFee must be a whole number of minor units, 0 or more (got 12.25)'],
  ['cardMadeFee', -1500, 'cardMadeFee must be a whole number of minor units, 0 or more (got -1500)'],
  ['discount', -5, 'discount must be a rate from 0 to 100 % (got -5)'],
  ['productDiscount', -0.5, 'productDiscount must be a rate from 0 to 100 % (got -0.5)'],
  ['productDiscount', 150, 'productDiscount must be a rate from 0 to 100 % (got 150)'],
  ['salesmanSetDiscount', -1, 'salesmanSetDiscount must be a rate from 0 to 100 % (got -1)'],
  ['salesmanSetDiscount', Number.NaN, 'salesmanSetDiscount must be a rate from 0 to 100 % (got NaN)'],
];

describe('The store refuses a cart line whose money or count field is invalid', () => {
  it.each(badLines)('addOrder refuses %s = %p with a typed error, changing nothing', (field, value, message) => {
    const { store, stored } = setUp();
    const before = store.getState();
    const storedBefore = stored();
    const error = refusal(() => store.getState().addOrder({ data: { ...valid, [field]: value } as CartItemInput }));
    expect(error).toBeInstanceOf(InvalidCartValueError);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ name: 'InvalidCartValueError', field, message });
    expect(Object.is((error as InvalidCartValueError).value, value)).toBe(true);
    expect(store.getState()).toBe(before);
    expect(stored()).toBe(storedBefore);
  });

  it.each(badLines)('addOrder refuses %s = %p when replacing a line too', (field, value) => {
    const { store, id } = setUp();
    const before = store.getState();
    expect(() => store.getState().addOrder({ id, data: { ...valid, [field]: value } as CartItemInput })).toThrow(
      InvalidCartValueError,
    );
    expect(store.getState()).toBe(before);
  });

  it('accepts the bounds: amounts of 0, quantity 1, rates of 0 and 100 %, a fractional rate', () => {
    const { store } = setUp();
    store.getState().setSalesmanSetDiscount(null);
    const id = store.getState().addOrder({
      data: {
        ...valid,
        amount: 0,
        extraProductAmount: 0,
        cardMadeFee: 0,
        discount: 0,
        productDiscount: 2.5,
        salesmanSetDiscount: 100,
      },
    });
    expect(store.getState().cartItems.find((item) => item.id === id)?.data).toMatchObject({
      amount: 0,
      productDiscount: 2.5,
      salesmanSetDiscount: 100,
    });
  });
});

describe('The store refuses an invalid quantity change or rate', () => {
  it.each([0, -1, 2.5, Number.NaN])('changeQuantity refuses %p, changing nothing', (qty) => {
    const { store, id, stored } = setUp();
    const before = store.getState();
    const storedBefore = stored();
    const error = refusal(() => store.getState().changeQuantity(id, qty));
    expect(error).toBeInstanceOf(InvalidCartValueError);
    expect(error).toMatchObject({ field: 'qty', message: `qty must be a whole number of at least 1 (got ${qty})` });
    expect(store.getState()).toBe(before);
    expect(stored()).toBe(storedBefore);
  });

  it.each([-1, 100.5, Number.POSITIVE_INFINITY])('setSalesmanSetDiscount refuses %p, changing nothing', (rate) => {
    const { store } = setUp();
    const before = store.getState();
    expect(() => store.getState().setSalesmanSetDiscount(rate)).toThrow(
      new InvalidCartValueError('salesmanSetDiscount', rate, 'rate'),
    );
    expect(store.getState()).toBe(before);
    expect(store.getState().salesmanSetDiscount).toBe(3);
  });

  it('refuses discount tiers with a negative bound or a rate outside 0-100 %, changing nothing', () => {
    const { store } = setUp();
    const before = store.getState();
    const negativeRate: DiscountList[] = [
      { itemCode: 'D', tiers: [{ amountFrom: 0, amountTo: null, discountRate: -5 }] },
    ];
    const halfCent: DiscountList[] = [{ itemCode: 'D', tiers: [{ amountFrom: 0.5, amountTo: 100, discountRate: 5 }] }];
    expect(refusal(() => store.getState().setDiscountLists(negativeRate))).toMatchObject({
      field: 'discountRate',
      message: 'discountRate must be a rate from 0 to 100 % (got -5)',
    });
    expect(refusal(() => store.getState().setDiscountLists(halfCent))).toMatchObject({ field: 'amountFrom' });
    expect(
      refusal(() => store.getState().changeQuantity(store.getState().cartItems[0].id, 3, negativeRate)),
    ).toBeInstanceOf(InvalidCartValueError);
    expect(refusal(() => store.getState().addOrder({ data: valid }, negativeRate))).toBeInstanceOf(
      InvalidCartValueError,
    );
    expect(store.getState()).toBe(before);
  });
});
