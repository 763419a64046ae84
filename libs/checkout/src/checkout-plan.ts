import type { CartItem } from '@shop/cart-engine';
import { ORDER_MERGE_KEY_FIELDS, PRODUCT_SORT_ALWAYS_NEW } from '@shop/cart-engine';
import { buildOrders } from '@shop/cart-rules';
import type { INVOICE_FIELDS, PaymentMean, RequestOf, createOrder } from '@shop/contracts';

// The checkout's decisions, free of React and I/O: which means the buyer chooses among, which
// paymentMean the confirmation carries, where the buyer goes once the order is confirmed.

export interface OfferedMean {
  code: string;
  hosted: boolean;
}

/** Wallet and gift cards have their own controls on the page; the rest are the methods to choose among. */
const MEANS_WITH_OWN_CONTROLS: readonly string[] = ['14', '15', '17'];
/** Paid later by the buyer: the order result page tells them how (spec 1 section 2, /order/{no}?paymentMean=). */
const OFFLINE_MEANS: readonly string[] = ['03', '05'];

/** The payment methods the buyer picks one of: the offered means but the wallet and the gift cards. */
export function choosableMethods(means: readonly OfferedMean[]): OfferedMean[] {
  return means.filter((mean) => !MEANS_WITH_OWN_CONTROLS.includes(mean.code));
}

export function offersWallet(means: readonly OfferedMean[]): boolean {
  return means.some((mean) => mean.code === '14');
}

export function offersGiftCards(means: readonly OfferedMean[]): boolean {
  return means.some((mean) => mean.code === '15' || mean.code === '17');
}

/**
 * The paymentMean of the confirmation: the chosen method when there is one; without one (the unit
 * offers only wallet and gift cards) the wallet when it is used, else the gift cards.
 */
export function confirmationMean(chosen: string | null, useWallet: boolean): PaymentMean {
  if (chosen) return chosen as PaymentMean;
  return useWallet ? '14' : '15';
}

export type AfterConfirmation = { kind: 'result'; path: string } | { kind: 'hosted'; method: PaymentMean };

/**
 * After the confirmation: paid by gift cards and wallet, or to be paid offline (bank transfer, check),
 * the order result page; otherwise the provider's hosted page.
 */
export function afterConfirmation(
  confirmation: { orderNo: string; isPaid: boolean; walletAmount: number },
  mean: PaymentMean,
  hostedMeans: readonly OfferedMean[],
): AfterConfirmation {
  const result = (paymentMean: string) =>
    `/order/${encodeURIComponent(confirmation.orderNo)}?${new URLSearchParams({ paymentMean })}`;
  // Paid at once: by the wallet when it took a part, else by the gift cards.
  if (confirmation.isPaid) return { kind: 'result', path: result(confirmation.walletAmount > 0 ? '14' : '15') };
  if (OFFLINE_MEANS.includes(mean)) return { kind: 'result', path: result(mean) };
  if (hostedMeans.some((offered) => offered.code === mean && offered.hosted)) return { kind: 'hosted', method: mean };
  return { kind: 'result', path: result(mean) };
}

/** What a confirmation pays with besides the payment mean: the gift cards and the wallet. */
export interface ConfirmationChoice {
  coupons: readonly { cardNumber: string; pinCode: string }[];
  useWallet: boolean;
  mean: PaymentMean;
}

/**
 * What a confirmation stands for: the order (its source's signature), coupons, wallet and means. The
 * same signature repeats the same confirmation (same idempotency key); a different one is a new one.
 */
export function confirmationSignature(
  orderSignature: string,
  { coupons, useWallet, mean }: ConfirmationChoice,
): string {
  return JSON.stringify({
    order: orderSignature,
    coupons: coupons.map((coupon) => [coupon.cardNumber, coupon.pinCode]),
    useWallet,
    mean,
  });
}

/**
 * For each cart line, the index of the order line buildOrders makes of it (merged lines share one),
 * so the server's refusals of `orderLines.N.field` show beside the cart lines they came from.
 */
export function orderLineIndexOfItems(items: CartItem[]): number[] {
  const indexByKey = new Map<string, number>();
  let next = 0;
  return items.map(({ data }) => {
    if (data.productSorts === PRODUCT_SORT_ALWAYS_NEW) return next++;
    const key = JSON.stringify(ORDER_MERGE_KEY_FIELDS.map((field) => data[field]));
    const known = indexByKey.get(key);
    if (known !== undefined) return known;
    indexByKey.set(key, next);
    return next++;
  });
}

const LINE_ISSUE_PATH = /^orderLines\.(\d+)\./;

/** The order line an issue path names (orderLines.N.field), or null. */
export function orderLineOfIssue(path: string): number | null {
  const match = LINE_ISSUE_PATH.exec(path);
  return match ? Number(match[1]) : null;
}

export type OrderLineDrafts = RequestOf<typeof createOrder>['orderLines'];
/** Fields every line of an order carries alike (a business order's invoicing address). */
export type SharedLineFields = Partial<Pick<OrderLineDrafts[number], keyof typeof INVOICE_FIELDS>>;

/**
 * The order-line drafts of createOrder: buildOrders' lines (merged as spec 1 section 4 says), each with
 * the fields all lines share (the B2B additions of a business order).
 */
export function orderLineDrafts(items: CartItem[], shared: SharedLineFields = {}): OrderLineDrafts {
  return buildOrders(items).lines.map((line) => ({
    ...line,
    isTaxCredit: line.isTaxCredit === 1 ? 1 : 0,
    ...shared,
  }));
}
