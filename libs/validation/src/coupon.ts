import * as v from 'valibot';
import { messageRef, type MessageRef } from './message-ref';
import { requiredString } from './text-rules';

/** Adding a coupon: card number and pin code are required. */
export const couponEntrySchema = v.object(
  { cardNumber: requiredString, pinCode: requiredString },
  messageRef('required'),
);

export interface CouponCheck {
  coupon: { cardNumber: string; cardBalance: number; suitedItemCode?: readonly { itemCode: string }[] };
  /** Card numbers already applied to the cart. */
  appliedCardNumbers: readonly string[];
  /** Item codes of cart lines that still have an amount to pay. */
  unpaidItemCodes: readonly string[];
}

/** Why a queried coupon cannot be added, or undefined when it can (spec 1 section 5, coupon). */
export function couponProblem({ coupon, appliedCardNumbers, unpaidItemCodes }: CouponCheck): MessageRef | undefined {
  if (appliedCardNumbers.includes(coupon.cardNumber)) return { key: 'couponInvalid' };
  if (!(coupon.cardBalance > 0)) return { key: 'insufficientCardBalance' };
  const suited = coupon.suitedItemCode ?? [];
  if (suited.length > 0 && !suited.some(({ itemCode }) => unpaidItemCodes.includes(itemCode))) {
    return { key: 'couponNotUsable' };
  }
  return undefined;
}
