import {
  addOrder,
  applySalesmanSetDiscount,
  changeQuantity,
  createCartItemData,
  duplicateOrder,
  renameProducts,
  updateSender,
  assertDiscountLists,
  assertQuantity,
  assertSalesmanSetDiscount,
  cartTotals,
} from '@shop/cart-rules';
import type { PersistedCart } from './cart-persistence';
import { withAllocation, type CartStateUpdates } from './cart-state-updates';
import type { CartCoreSlice, CartDeps, CartDepsRef, GetCartState, SetCartState } from './cart-store-types';

// The cart store's core: its state and the line actions over the pure cart rules. It does no
// I/O itself; the composition (cart-store.ts) gives it what to restore.

export interface CartCoreHooks {
  /** The unit's stored cart after configure(), or null to keep what is in memory. */
  restore(deps: CartDeps, inMemory: PersistedCart): PersistedCart | null;
}

const silentNotifier: CartDeps['notifier'] = {
  couponRemoved: () => undefined,
  nonPartialCouponWarning: () => undefined,
};

let idCounter = 0;
function defaultCreateId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function defaultCartDeps(given: Partial<CartDeps> = {}): CartDeps {
  return {
    storage: null,
    sessionStorage: null,
    buId: null,
    currency: '',
    serverCart: null,
    queryCoupon: null,
    notifier: silentNotifier,
    isLoggedIn: () => false,
    createId: defaultCreateId,
    ...given,
  };
}

export function cartCoreSlice(
  set: SetCartState,
  get: GetCartState,
  deps: CartDepsRef,
  updates: CartStateUpdates,
  hooks: CartCoreHooks,
): CartCoreSlice {
  const { setLines, setLinesWithTiers, snapshot } = updates;
  const lineOf = (id: string | undefined) => get().cartItems.find((item) => item.id === id);
  const codeOf = (id: string | undefined) => lineOf(id)?.data.discountItemCode ?? '';

  return {
    cartItems: [],
    salesmanCustomerContractType: null,
    couponList: [],
    totals: cartTotals([], []),
    currency: deps.current.currency,
    salesmanSetDiscount: null,
    discountLists: [],
    isFetching: false,
    error: null,
    quantityChanges: 0,

    configure(given) {
      const unitChanged = given.buId !== undefined && given.buId !== deps.current.buId;
      deps.current = { ...deps.current, ...given };
      const currency = deps.current.currency;
      set(unitChanged ? { currency, discountLists: [] } : { currency });
      const restored = hooks.restore(deps.current, { snapshot: snapshot(), coupons: get().couponList });
      if (!restored) return;
      const { cartItems, salesmanCustomerContractType } = restored.snapshot;
      set({ salesmanCustomerContractType, ...withAllocation(cartItems, restored.coupons) });
    },

    setDiscountLists(discountLists) {
      assertDiscountLists(discountLists);
      setLinesWithTiers(get().cartItems, [], discountLists);
    },
    addOrder(order, discountLists = []) {
      assertDiscountLists(discountLists);
      const data = createCartItemData(order.data);
      const salesmanRate = get().salesmanSetDiscount;
      const keepsOwnRate = salesmanRate === null || order.data.salesmanSetDiscount !== undefined;
      const stamped = keepsOwnRate ? data : { ...data, salesmanSetDiscount: salesmanRate };
      const replacedCode = codeOf(order.id);
      const added = addOrder(get().cartItems, { id: order.id, data: stamped }, deps.current.createId());
      // A replaced line may leave one discount item code for another: both sets of lines change.
      setLinesWithTiers(added.items, [stamped.discountItemCode, replacedCode], discountLists);
      return added.id;
    },
    duplicateOrder(id, discountLists = []) {
      assertDiscountLists(discountLists);
      const original = lineOf(id);
      if (!original) return null;
      const newId = deps.current.createId();
      setLinesWithTiers(duplicateOrder(get().cartItems, id, newId), [original.data.discountItemCode], discountLists);
      return newId;
    },
    deleteOrder(id, discountLists = []) {
      assertDiscountLists(discountLists);
      const removed = lineOf(id);
      const remaining = removed ? get().cartItems.filter((item) => item.id !== id) : get().cartItems;
      setLinesWithTiers(remaining, [removed?.data.discountItemCode ?? ''], discountLists);
    },
    changeQuantity(id, qty, discountLists = []) {
      assertQuantity(qty);
      assertDiscountLists(discountLists);
      setLinesWithTiers(changeQuantity(get().cartItems, id, qty), [codeOf(id)], discountLists);
      set({ quantityChanges: get().quantityChanges + 1 });
    },
    updateSender(sender) {
      setLines(updateSender(get().cartItems, sender));
    },
    renameProducts(names) {
      const lines = get().cartItems;
      const renamed = renameProducts(lines, names);
      if (renamed !== lines) setLines(renamed);
    },
    setSalesmanCustomerContractType(contractType) {
      set({ salesmanCustomerContractType: contractType });
    },
    setSalesmanSetDiscount(rate) {
      assertSalesmanSetDiscount(rate);
      set({ salesmanSetDiscount: rate });
      setLines(applySalesmanSetDiscount(get().cartItems, rate));
    },
    clearCart() {
      set(withAllocation([], []));
    },
  };
}
