import { Subject, debounceTime } from 'rxjs';
import { createStore } from 'zustand/vanilla';
import { addOrder, applySalesmanSetDiscount, changeQuantity, createCartItemData, duplicateOrder, updateSender, type SenderUpdate } from './cart-items';
import { readStoredCart, readStoredCoupons, writeStoredCart, writeStoredCoupons } from './cart-storage';
import { cartTotals, type CartTotals } from './cart-total';
import { CART_ERROR_MESSAGES, CART_SAVE_DEBOUNCE_MS, COUPON_REMOVED_MESSAGE } from './constants';
import { allocateCoupons } from './coupon-allocation';
import { CouponRequeryFailed, rebuildCouponsAfterRequery, type CouponQueryResult, type CouponRequeryOutcome } from './coupon-requery';
import { couponRejection, nonPartialCouponWarning, removeCoupon, type NonPartialCouponWarning } from './coupon-rules';
import { assertDiscountLists, assertQuantity, assertSalesmanSetDiscount } from './cart-line-rules';
import { cartFromServer, mergeServerAndLocalCart, type ServerCartApi } from './server-cart';
import { recomputeTieredDiscounts } from './tiered-discount';
import type { CartItem, CartItemInput, CartSnapshot, Coupon, DiscountList, QueriedCoupon, StorageLike } from './types';

export interface CartNotifier {
  /** A coupon left the cart: show the 'removed from cart' notification. */
  couponRemoved(notice: { coupon: QueriedCoupon; message: typeof COUPON_REMOVED_MESSAGE }): void;
  /** A coupon that cannot be partly spent was added while coupons exceed the order total. */
  nonPartialCouponWarning(warning: NonPartialCouponWarning): void;
}

/** Everything the cart needs from outside; the shell supplies it through configure(). */
export interface CartDeps {
  /** Local storage (cart lines, salesman contract type). */
  storage: StorageLike | null;
  /** Session storage (coupons). */
  sessionStorage: StorageLike | null;
  buId: string | null;
  currency: string;
  serverCart: ServerCartApi | null;
  /** Queries one coupon again against the current cart (spec 2 §7 queryCard). */
  queryCoupon: ((coupon: QueriedCoupon, items: CartItem[]) => Promise<CouponQueryResult>) | null;
  notifier: CartNotifier;
  isLoggedIn: () => boolean;
  createId: () => string;
}

export interface ServerCartFlags {
  fetching: boolean;
  saving: boolean;
  deleting: boolean;
  error: string | null;
}

export type AddCouponResult = { ok: true; warning: NonPartialCouponWarning | null } | { ok: false; message: string };

export interface CartState {
  cartItems: CartItem[];
  salesmanCustomerContractType: number | null;
  /** Coupons with their allocation (appliedAmount, remainingBalance) kept current. */
  couponList: Coupon[];
  /** Totals of cartItems and couponList, kept current (minor units). */
  totals: CartTotals;
  currency: string;
  salesmanSetDiscount: number | null;
  /**
   * The discount tiers the store has been given (setDiscountLists, or with an action), one list
   * per discount item code; the unit's, forgotten when another unit is configured. Not stored:
   * after a reload the cart page gives them again.
   */
  discountLists: DiscountList[];
  /** A coupon requery is in flight. */
  isFetching: boolean;
  /** Last local error (storage write, coupon requery); null when fine. */
  error: string | null;
  serverCart: ServerCartFlags;

  /** Sets the dependencies given; with a buId, loads that unit's stored cart and coupons in place of what is in memory. */
  configure(deps: Partial<CartDeps>): void;
  // Line changes recompute the tiered discount of every line sharing the discount item code of
  // the lines they touch (spec 1 §4), from the tiers known for that code: those given with the
  // action, else those given before. A code with no known tiers keeps the rates its lines came with.
  // Money, counts and rates the cart refuses throw InvalidCartValueError and change nothing.

  /** Remembers the tiers (replacing known lists of the same codes) and recomputes their lines. */
  setDiscountLists(discountLists: DiscountList[]): void;
  /** Adds or replaces a line (see addOrder); returns the id the line got. */
  addOrder(order: { id?: string; data: CartItemInput }, discountLists?: DiscountList[]): string;
  duplicateOrder(id: string, discountLists?: DiscountList[]): string | null;
  deleteOrder(id: string, discountLists?: DiscountList[]): void;
  changeQuantity(id: string, qty: number, discountLists?: DiscountList[]): void;
  updateSender(sender: SenderUpdate): void;
  setSalesmanCustomerContractType(contractType: number | null): void;
  /** A salesman's rate (0-100 %) for every line, or null for none. */
  setSalesmanSetDiscount(rate: number | null): void;
  clearCart(): void;
  addCoupon(coupon: QueriedCoupon): AddCouponResult;
  removeCoupon(cardNumber: string): void;
  requeryCoupons(): Promise<CouponRequeryOutcome>;
  /** Merges the server cart with the local one, keeps the result and saves it. True on success. */
  saveServerCart(): Promise<boolean>;
  fetchServerCart(): Promise<boolean>;
  deleteServerCart(): Promise<boolean>;
}

const silentNotifier: CartNotifier = { couponRemoved: () => undefined, nonPartialCouponWarning: () => undefined };

let idCounter = 0;
function defaultCreateId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The known lists with the given ones in place of those of the same codes. */
function withGivenLists(known: DiscountList[], given: DiscountList[]): DiscountList[] {
  if (given.length === 0) return known;
  const givenCodes = new Set(given.map((list) => list.itemCode));
  return [...known.filter((list) => !givenCodes.has(list.itemCode)), ...given];
}

/** Lines and coupons with the allocation and totals that follow from them. */
function withAllocation(cartItems: CartItem[], coupons: QueriedCoupon[]) {
  const allocation = allocateCoupons(cartItems, coupons);
  return { cartItems, couponList: allocation.coupons, totals: cartTotals(cartItems, coupons, allocation) };
}

export function createCartStore(initialDeps: Partial<CartDeps> = {}) {
  let deps: CartDeps = {
    storage: null,
    sessionStorage: null,
    buId: null,
    currency: '',
    serverCart: null,
    queryCoupon: null,
    notifier: silentNotifier,
    isLoggedIn: () => false,
    createId: defaultCreateId,
    ...initialDeps,
  };

  const store = createStore<CartState>()((set, get) => {
    const setLines = (cartItems: CartItem[]) => set(withAllocation(cartItems, get().couponList));
    const setCoupons = (coupons: QueriedCoupon[]) => set(withAllocation(get().cartItems, coupons));
    /** Sets the lines with the tiers of the codes (and of the given lists) recomputed, in one change. */
    const setLinesWithTiers = (cartItems: CartItem[], codes: Iterable<string>, given: DiscountList[] = []) => {
      const discountLists = withGivenLists(get().discountLists, given);
      const known = new Set(discountLists.map((list) => list.itemCode));
      const recomputed = [...codes, ...given.map((list) => list.itemCode)].filter((code) => known.has(code));
      set({ discountLists, ...withAllocation(recomputeTieredDiscounts(cartItems, recomputed, discountLists), get().couponList) });
    };
    const codesOf = (items: CartItem[]) => items.map((item) => item.data.discountItemCode);
    const lineOf = (id: string | undefined) => get().cartItems.find((item) => item.id === id);
    const snapshot = (): CartSnapshot => ({ cartItems: get().cartItems, salesmanCustomerContractType: get().salesmanCustomerContractType });
    const setServerFlags = (flags: Partial<ServerCartFlags>) => set({ serverCart: { ...get().serverCart, ...flags } });

    /** Runs one server cart call with its in-flight flag; false (and the error) when refused or failed. */
    async function serverCall(flag: 'fetching' | 'saving' | 'deleting', failure: string, call: (api: ServerCartApi) => Promise<void>) {
      const api = deps.serverCart;
      if (!api) throw new Error('cart-engine: configure({ serverCart }) before using the server cart');
      if (!deps.isLoggedIn()) {
        setServerFlags({ error: CART_ERROR_MESSAGES.userNotAuthenticated });
        return false;
      }
      setServerFlags({ [flag]: true, error: null });
      try {
        await call(api);
        setServerFlags({ [flag]: false });
        return true;
      } catch {
        setServerFlags({ [flag]: false, error: failure });
        return false;
      }
    }

    return {
      cartItems: [],
      salesmanCustomerContractType: null,
      couponList: [],
      totals: cartTotals([], []),
      currency: deps.currency,
      salesmanSetDiscount: null,
      discountLists: [],
      isFetching: false,
      error: null,
      serverCart: { fetching: false, saving: false, deleting: false, error: null },

      configure(given) {
        const unitChanged = given.buId !== undefined && given.buId !== deps.buId;
        deps = { ...deps, ...given };
        set(unitChanged ? { currency: deps.currency, discountLists: [] } : { currency: deps.currency });
        const { buId, storage, sessionStorage } = deps;
        if (!buId) return;
        // Read both before setting anything: every state change is written back to storage.
        const stored = storage ? readStoredCart(storage, buId) : snapshot();
        const coupons = sessionStorage ? readStoredCoupons(sessionStorage, buId) : get().couponList;
        set({ salesmanCustomerContractType: stored.salesmanCustomerContractType, ...withAllocation(stored.cartItems, coupons) });
      },

      setDiscountLists(discountLists) {
        assertDiscountLists(discountLists);
        setLinesWithTiers(get().cartItems, [], discountLists);
      },
      addOrder(order, discountLists = []) {
        assertDiscountLists(discountLists);
        const data = createCartItemData(order.data);
        const salesmanRate = get().salesmanSetDiscount;
        const stamped = salesmanRate === null || order.data.salesmanSetDiscount !== undefined ? data : { ...data, salesmanSetDiscount: salesmanRate };
        const replaced = lineOf(order.id);
        const added = addOrder(get().cartItems, { id: order.id, data: stamped }, deps.createId());
        // A replaced line may leave one discount item code for another: both sets of lines change.
        setLinesWithTiers(added.items, [stamped.discountItemCode, replaced?.data.discountItemCode ?? ''], discountLists);
        return added.id;
      },
      duplicateOrder(id, discountLists = []) {
        assertDiscountLists(discountLists);
        const original = lineOf(id);
        if (!original) return null;
        const newId = deps.createId();
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
        const changed = lineOf(id);
        setLinesWithTiers(changeQuantity(get().cartItems, id, qty), [changed?.data.discountItemCode ?? ''], discountLists);
        quantityChanges.next();
      },
      updateSender(sender) {
        setLines(updateSender(get().cartItems, sender));
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

      addCoupon(coupon) {
        const { cartItems, couponList } = get();
        const rejection = couponRejection(coupon, couponList, cartItems);
        if (rejection) return { ok: false, message: rejection };
        const next = [...couponList, coupon];
        setCoupons(next);
        const warning = nonPartialCouponWarning(coupon, next, cartItems);
        if (warning) deps.notifier.nonPartialCouponWarning(warning);
        return { ok: true, warning };
      },
      removeCoupon(cardNumber) {
        const { coupons, removed } = removeCoupon(get().couponList, cardNumber);
        if (!removed) return;
        setCoupons(coupons);
        deps.notifier.couponRemoved({ coupon: removed, message: COUPON_REMOVED_MESSAGE });
      },
      async requeryCoupons() {
        const queryCoupon = deps.queryCoupon;
        if (!queryCoupon) throw new Error('cart-engine: configure({ queryCoupon }) before requerying coupons');
        const { cartItems, couponList } = get();
        set({ isFetching: true, error: null });
        const results = await Promise.all(
          couponList.map((coupon) =>
            queryCoupon(coupon, cartItems).catch((error: unknown): CouponQueryResult => ({ ok: false, code: '', message: errorMessage(error) })),
          ),
        );
        try {
          const outcome = rebuildCouponsAfterRequery(couponList, results, get().cartItems);
          setCoupons(outcome.coupons);
          set({ isFetching: false, error: outcome.joinedErrors || null });
          for (const coupon of outcome.dropped) deps.notifier.couponRemoved({ coupon, message: COUPON_REMOVED_MESSAGE });
          return outcome;
        } catch (error) {
          if (error instanceof CouponRequeryFailed) {
            setCoupons([]);
            set({ isFetching: false, error: error.message });
          } else set({ isFetching: false });
          throw error;
        }
      },

      saveServerCart() {
        return serverCall('saving', CART_ERROR_MESSAGES.serverSaveFailed, async (api) => {
          const merged = mergeServerAndLocalCart(await api.fetch(), snapshot());
          set({ salesmanCustomerContractType: merged.salesmanCustomerContractType });
          setLinesWithTiers(merged.cartItems, codesOf(merged.cartItems));
          await api.save(snapshot());
        });
      },
      fetchServerCart() {
        return serverCall('fetching', CART_ERROR_MESSAGES.serverLoadFailed, async (api) => {
          const fetched = cartFromServer(await api.fetch());
          set({ salesmanCustomerContractType: fetched.salesmanCustomerContractType });
          setLinesWithTiers(fetched.cartItems, codesOf(fetched.cartItems));
        });
      },
      deleteServerCart() {
        return serverCall('deleting', CART_ERROR_MESSAGES.serverDeleteFailed, async (api) => {
          await api.remove();
          setLines([]);
        });
      },
    };
  });

  // Changing a quantity saves the cart to the server after the debounce, for logged-in users.
  const quantityChanges = new Subject<void>();
  quantityChanges.pipe(debounceTime(CART_SAVE_DEBOUNCE_MS)).subscribe(() => {
    const api = deps.serverCart;
    if (!api || !deps.isLoggedIn()) return;
    const state = store.getState();
    const current: CartSnapshot = { cartItems: state.cartItems, salesmanCustomerContractType: state.salesmanCustomerContractType };
    store.setState({ serverCart: { ...state.serverCart, saving: true, error: null } });
    api.save(current).then(
      () => store.setState({ serverCart: { ...store.getState().serverCart, saving: false } }),
      () => store.setState({ serverCart: { ...store.getState().serverCart, saving: false, error: CART_ERROR_MESSAGES.serverDataSaveFailed } }),
    );
  });

  // Saved on every change: lines and contract type to local storage, coupons to session storage.
  store.subscribe((state, previous) => {
    const { buId, storage, sessionStorage } = deps;
    if (!buId) return;
    try {
      if (storage && (state.cartItems !== previous.cartItems || state.salesmanCustomerContractType !== previous.salesmanCustomerContractType)) {
        writeStoredCart(storage, buId, { cartItems: state.cartItems, salesmanCustomerContractType: state.salesmanCustomerContractType });
      }
      if (sessionStorage && state.couponList !== previous.couponList) writeStoredCoupons(sessionStorage, buId, state.couponList);
    } catch {
      // A full or blocked storage must not break the cart in memory; say so instead.
      store.setState({ error: CART_ERROR_MESSAGES.localSaveFailed });
    }
  });

  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * The one cart of the page. This module is a Module Federation singleton shared by the shell and
 * every remote, so the store exists from import time and the shell configures it at start-up:
 * `cartStore.getState().configure({ storage: localStorage, sessionStorage, buId, ... })`.
 */
export const cartStore = createCartStore();
