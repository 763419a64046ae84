import { percentOfMinor } from './money';
import type { CartItemData } from './types';

export interface LineAmounts {
  /** amount × qty. */
  gross: number;
  /** Discount of the line: the salesman-set rate when there is one, else the product rate. */
  discount: number;
  /** (extraProductAmount + cardMadeFee) × qty. */
  extras: number;
  /** What the buyer owes for the line: gross − discount + extras, never below zero. */
  owed: number;
}

/** The rate a line is discounted by: a salesman-set discount overrides the product discount. */
export function effectiveDiscountRate(data: CartItemData): number {
  return data.salesmanSetDiscount ?? data.productDiscount;
}

/** A line's amounts in minor units. */
export function lineAmounts(data: CartItemData): LineAmounts {
  const gross = data.amount * data.qty;
  const discount = percentOfMinor(gross, effectiveDiscountRate(data));
  const extras = (data.extraProductAmount + data.cardMadeFee) * data.qty;
  return { gross, discount, extras, owed: Math.max(0, gross - discount + extras) };
}
