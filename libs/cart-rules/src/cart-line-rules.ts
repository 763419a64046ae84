import type { CartItemData, DiscountList } from './types';

// What the cart accepts as money, counts and rates. The store refuses anything else at once, so
// a bad value never reaches the totals, the stored cart or the server cart.

/** wholeMinorUnits: an integer amount ≥ 0; positiveWholeNumber: an integer ≥ 1; rate: a percentage 0-100. */
export type CartValueRule = 'wholeMinorUnits' | 'positiveWholeNumber' | 'rate';

const RULE_TEXTS: Record<CartValueRule, string> = {
  wholeMinorUnits: 'must be a whole number of minor units, 0 or more',
  positiveWholeNumber: 'must be a whole number of at least 1',
  rate: 'must be a rate from 0 to 100 %',
};

function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * A value the cart refuses. `field` names the cart line (or discount tier) field, `rule` what it
 * must be, so a screen can put its own translated text next to the field; `message` is English.
 * A RangeError, as the quantity checks always threw.
 */
export class InvalidCartValueError extends RangeError {
  override readonly name = 'InvalidCartValueError';

  constructor(
    readonly field: string,
    readonly value: unknown,
    readonly rule: CartValueRule,
  ) {
    super(`${field} ${RULE_TEXTS[rule]} (got ${shown(value)})`);
  }
}

function follows(value: unknown, rule: CartValueRule): boolean {
  if (typeof value !== 'number') return false;
  if (rule === 'rate') return Number.isFinite(value) && value >= 0 && value <= 100;
  return Number.isSafeInteger(value) && value >= (rule === 'positiveWholeNumber' ? 1 : 0);
}

/** The money, count and rate fields of a cart line and the rule each follows. */
const LINE_FIELD_RULES = {
  amount: 'wholeMinorUnits',
  qty: 'positiveWholeNumber',
  extraProductAmount: 'wholeMinorUnits',
  cardMadeFee: 'wholeMinorUnits',
  discount: 'rate',
  productDiscount: 'rate',
  salesmanSetDiscount: 'rate',
} as const satisfies Partial<Record<keyof CartItemData, CartValueRule>>;

function check(field: string, value: unknown, rule: CartValueRule): InvalidCartValueError | null {
  return follows(value, rule) ? null : new InvalidCartValueError(field, value, rule);
}

/** The first field of the line the cart refuses, or null when every field is fine. */
export function cartLineProblem(data: CartItemData): InvalidCartValueError | null {
  for (const [field, rule] of Object.entries(LINE_FIELD_RULES)) {
    const value = data[field as keyof typeof LINE_FIELD_RULES];
    // A salesman-set discount of null means none is set.
    if (field === 'salesmanSetDiscount' && value === null) continue;
    const problem = check(field, value, rule);
    if (problem) return problem;
  }
  return null;
}

export function assertValidCartLine(data: CartItemData): void {
  const problem = cartLineProblem(data);
  if (problem) throw problem;
}

export function assertQuantity(qty: number): void {
  const problem = check('qty', qty, 'positiveWholeNumber');
  if (problem) throw problem;
}

/** A salesman-set discount for the cart: a rate, or null for none. */
export function assertSalesmanSetDiscount(rate: number | null): void {
  const problem = rate === null ? null : check('salesmanSetDiscount', rate, 'rate');
  if (problem) throw problem;
}

/** Tier bounds in whole minor units (amountTo null: open-ended) and rates of 0-100 %. */
export function assertDiscountLists(lists: DiscountList[]): void {
  for (const tier of lists.flatMap((list) => list.tiers)) {
    const problem =
      check('amountFrom', tier.amountFrom, 'wholeMinorUnits') ??
      (tier.amountTo === null ? null : check('amountTo', tier.amountTo, 'wholeMinorUnits')) ??
      check('discountRate', tier.discountRate, 'rate');
    if (problem) throw problem;
  }
}
