import { couponSuitsItem, type CartItem, type QueriedCoupon } from '@shop/cart-rules';
import { QUERY_CARD_ERROR_LABELS, REMOVED_COUPON_ERROR_CODE } from './constants';

/** What querying one coupon again gave: the fresh coupon, or the server's error. */
export type CouponQueryResult =
  { ok: true; coupon: QueriedCoupon } | { ok: false; code: number | string; message: string; subPayDesc?: string };

export interface CouponRequeryError {
  cardNumber: string;
  label: (typeof QUERY_CARD_ERROR_LABELS)[keyof typeof QUERY_CARD_ERROR_LABELS];
  /** The server message with its code plus the sub-payment description. */
  text: string;
}

export interface CouponRequeryOutcome {
  coupons: QueriedCoupon[];
  /** Coupons that queried fine but whose restriction no longer matches any line. */
  dropped: QueriedCoupon[];
  errors: CouponRequeryError[];
  /** The errors joined one per line; '' when there are none. */
  joinedErrors: string;
}

/** Thrown when every coupon fails its requery; the message holds the joined errors. */
export class CouponRequeryFailed extends Error {
  constructor(readonly errors: CouponRequeryError[]) {
    super(joinErrors(errors));
    this.name = 'CouponRequeryFailed';
  }
}

function joinErrors(errors: CouponRequeryError[]): string {
  return errors.map((error) => `${error.label} ${error.cardNumber}: ${error.text}`).join('\n');
}

export function queryCardErrorLabel(code: number | string): CouponRequeryError['label'] {
  return String(code) === String(REMOVED_COUPON_ERROR_CODE)
    ? QUERY_CARD_ERROR_LABELS.removed
    : QUERY_CARD_ERROR_LABELS.failed;
}

function hasRestriction(coupon: QueriedCoupon): boolean {
  return coupon.subPayDesc.trim() !== '' || coupon.suitedItemCode.length > 0;
}

function restrictionStillApplies(coupon: QueriedCoupon, items: CartItem[]): boolean {
  return items.some((item) => couponSuitsItem(coupon, item.data.itemCode));
}

/**
 * Requerying coupons rebuilds the list from the fresh answers (results[i] answers previous[i]):
 * coupons with no brand restriction, or whose restriction still matches a cart line, are kept;
 * failures are collected and joined. Throws CouponRequeryFailed when every coupon fails.
 */
export function rebuildCouponsAfterRequery(
  previous: QueriedCoupon[],
  results: CouponQueryResult[],
  items: CartItem[],
): CouponRequeryOutcome {
  if (results.length !== previous.length) throw new RangeError('One requery result is needed per coupon');
  const coupons: QueriedCoupon[] = [];
  const dropped: QueriedCoupon[] = [];
  const errors: CouponRequeryError[] = [];

  results.forEach((result, index) => {
    const cardNumber = previous[index].cardNumber;
    if (!result.ok) {
      const subPayDesc = result.subPayDesc ?? previous[index].subPayDesc;
      const code = String(result.code) === '' ? '' : ` (${result.code})`;
      const text = `${result.message}${code}${subPayDesc ? ` ${subPayDesc}` : ''}`;
      errors.push({ cardNumber, label: queryCardErrorLabel(result.code), text });
      return;
    }
    // The pin is not part of the query answer; keep the one the coupon was added with.
    const fresh: QueriedCoupon = { ...result.coupon, pinCode: previous[index].pinCode };
    if (!hasRestriction(fresh) || restrictionStillApplies(fresh, items)) coupons.push(fresh);
    else dropped.push(fresh);
  });

  if (previous.length > 0 && errors.length === previous.length) throw new CouponRequeryFailed(errors);
  return { coupons, dropped, errors, joinedErrors: joinErrors(errors) };
}
