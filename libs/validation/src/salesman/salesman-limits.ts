import {
  CARD_MADE_FEE_MAX_CENTS,
  CARD_MADE_FEE_MIN_CENTS,
  COMMISSION_MAX_PERCENT,
  COMMISSION_MIN_PERCENT,
} from '../limits';

// The salesman's powers over an order (issue 20; spec 2 section 9 and decision 0035). The card-made fee
// and commission bounds are the spec's; the others are ours, where the spec is silent.

export { CARD_MADE_FEE_MAX_CENTS, CARD_MADE_FEE_MIN_CENTS, COMMISSION_MAX_PERCENT, COMMISSION_MIN_PERCENT };

/** Discount types of the letter and extra fees: P a percent of the fee, V a fixed amount per card. */
export const SALESMAN_DISCOUNT_TYPES = ['P', 'V'] as const;
export type SalesmanDiscountType = (typeof SALESMAN_DISCOUNT_TYPES)[number];

/** A percent discount (type P) takes at most the whole fee. */
export const PERCENT_DISCOUNT_MAX = 100;

/** A salesman's discount on a card line, in percent (overrides the product's discount): 0 to 30 %. */
export const SALESMAN_LINE_DISCOUNT_MIN_PERCENT = 0;
export const SALESMAN_LINE_DISCOUNT_MAX_PERCENT = 30;

/** Free items given with an order: at least one when an item is chosen, at most one per card ordered. */
export const FREE_ITEM_QTY_MIN = 1;

/** How the salesman is rewarded for an order: his commission, or nothing (he waives it). */
export const SALESMAN_REWARD_TYPES = ['commission', 'none'] as const;
export type SalesmanRewardType = (typeof SALESMAN_REWARD_TYPES)[number];
