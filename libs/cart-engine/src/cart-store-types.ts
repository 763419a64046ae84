import type {
  SenderUpdate,
  CartTotals,
  NonPartialCouponWarning,
  CartItem,
  CartItemInput,
  Coupon,
  DiscountList,
  ProductNames,
  QueriedCoupon,
} from '@shop/cart-rules';
import type { COUPON_REMOVED_MESSAGE } from './constants';
import type { StorageLike } from './storage-like';
import type { CouponQueryResult, CouponRequeryOutcome } from './coupon-requery';
import type { ServerCartApi } from './server-cart';

// The cart store's shape, shared by its parts: the core (state and actions over the pure rules),
// its persistence (cart-persistence.ts) and its server sync (server-cart-sync.ts).

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

/** The dependencies of one store, replaced as a whole by configure(); every part reads `current`. */
export interface CartDepsRef {
  current: CartDeps;
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
  /**
   * How many quantity changes the cart has seen. Whoever wires the cart to the server watches it and
   * saves (saveCartChanges) 2 s after the last change (CART_SAVE_DEBOUNCE_MS of @shop/contracts): the cart
   * keeps no timer; @shop/startup hands both to the session's timed events, which run while a customer is
   * signed in.
   */
  quantityChanges: number;
  serverCart: ServerCartFlags;

  /**
   * Sets the dependencies given; with a buId, loads that unit's stored cart and coupons in place
   * of what is in memory.
   */
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
  /** The lines' card and extra product names in another language, by item code (others keep theirs). */
  renameProducts(names: ProductNames): void;
  setSalesmanCustomerContractType(contractType: number | null): void;
  /** A salesman's rate (0-100 %) for every line, or null for none. */
  setSalesmanSetDiscount(rate: number | null): void;
  clearCart(): void;
  addCoupon(coupon: QueriedCoupon): AddCouponResult;
  removeCoupon(cardNumber: string): void;
  requeryCoupons(): Promise<CouponRequeryOutcome>;
  /** Merges the server cart with the local one, keeps the result and saves it. True on success. */
  saveServerCart(): Promise<boolean>;
  /** Saves the cart as it is, without merging (the save after quantity changes). True on success. */
  saveCartChanges(): Promise<boolean>;
  fetchServerCart(): Promise<boolean>;
  deleteServerCart(): Promise<boolean>;
}

/** The part of the state the server sync owns: its flags and calls. */
export type ServerCartSlice = Pick<
  CartState,
  'serverCart' | 'saveServerCart' | 'saveCartChanges' | 'fetchServerCart' | 'deleteServerCart'
>;
/** The coupon part of the core. */
export type CouponSlice = Pick<CartState, 'addCoupon' | 'removeCoupon' | 'requeryCoupons'>;
/** The rest: lines, totals and configuration. */
export type CartCoreSlice = Omit<CartState, keyof ServerCartSlice | keyof CouponSlice>;

export type SetCartState = (partial: Partial<CartState>) => void;
export type GetCartState = () => CartState;
