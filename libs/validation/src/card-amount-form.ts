import * as v from 'valibot';
import type { Language } from '@shop/contracts';
import { amountAtLeast, amountAtMost } from './amounts';
import { decimalInput, decimalToMinorUnits } from './decimal';
import { messageRef } from './message-ref';
import { quantitySchema, type QuantityLimits } from './quantity';
import { digitsOnly, requiredString } from './text-rules';

// The card-detail form of a card bought in the shop (the consumer's steps, the business buying pages):
// the same amount and quantity rules wherever a card is chosen.

/** What the amount rules read of a product (ProductSummary, ProductDetail). */
export interface AmountRuleProduct {
  denominations: readonly number[];
  minAmount: number;
  maxAmount: number;
}

/** The card-detail form: the amount as typed (or the chosen denomination, minor units) and the quantity. */
export interface AmountFormValues {
  amount: string;
  qty: string;
}

export interface AmountFormOutput {
  /** Minor units. */
  amount: number;
  qty: number;
}

export interface AmountRuleContext {
  product: AmountRuleProduct;
  language: Language;
  decimalDigits: number;
  /** The unit's quantity limits per order (b2cMinQty..b2cMaxQty, or 1..b2bMaxQty for a business). */
  limits: QuantityLimits;
  /** Cards already in the cart: the order as a whole may hold at most limits.max. */
  cardsInCart: number;
  /** Shows an amount in minor units as the messages print it (currency and decimals of the unit). */
  show(minor: number): string;
}

/** Whether the card is sold in fixed amounts (chosen from a list) rather than any amount in a range. */
export const hasDenominations = (product: Pick<AmountRuleProduct, 'denominations'>) => product.denominations.length > 0;

/**
 * The card-detail rules: a listed denomination, or an amount typed in the language's decimal
 * separator (FR comma) within the product's range; a whole quantity within the unit's limits, counting
 * the cards already in the cart ('The maximum quantity is {max} for an order').
 */
export function amountFormSchema({ product, language, decimalDigits, limits, cardsInCart, show }: AmountRuleContext) {
  const amount = hasDenominations(product)
    ? v.pipe(
        requiredString,
        v.transform(Number),
        v.check((minor: number) => product.denominations.includes(minor), messageRef('required')),
      )
    : v.pipe(
        requiredString,
        v.transform((text: string) => text.trim()),
        decimalInput(language),
        v.transform((text: string) => decimalToMinorUnits(text, language, decimalDigits) ?? Number.NaN),
        amountAtLeast(product.minAmount, show(product.minAmount)),
        amountAtMost(product.maxAmount, show(product.maxAmount)),
      );
  const qty = v.pipe(
    requiredString,
    v.transform((text: string) => text.trim()),
    digitsOnly(),
    v.transform(Number),
    quantitySchema(limits),
    // A quantity over the limit on its own was already named above.
    v.check(
      (count: number) => count > limits.max || cardsInCart + count <= limits.max,
      messageRef('maxQuantity', { max: limits.max }),
    ),
  );
  return v.object({ amount, qty });
}
