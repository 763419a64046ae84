import * as v from 'valibot';
import type { CartItemInput } from '@shop/cart-engine';
import type { Language, ProductSummary } from '@shop/contracts';
import { amountFormSchema, emailSchema, memberNameSchema, type QuantityLimits } from '@shop/validation';

/** Whom the business buys for: its staff or clients (/b2b/buying) or itself (/b2b/buying-self). */
export type BusinessBuyingMode = 'others' | 'self';

/** Where each page's cart lines lead back to: the shell's cart goes to draftPath + '/checkout'. */
export const BUSINESS_DRAFT_PATHS: Readonly<Record<BusinessBuyingMode, string>> = {
  others: '/b2b/buying',
  self: '/b2b/buying-self',
};

/** The order form of one line as typed: the amount (typed, or a denomination in minor units) and the people. */
export interface BusinessLineValues {
  amount: string;
  qty: string;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
}

/** The form's answer once its rules passed: the amount in minor units, the quantity a number. */
export type BusinessLineOutput = Omit<BusinessLineValues, 'amount' | 'qty'> & { amount: number; qty: number };

export interface BusinessLineRuleContext {
  mode: BusinessBuyingMode;
  product: Pick<ProductSummary, 'denominations' | 'minAmount' | 'maxAmount'>;
  language: Language;
  decimalDigits: number;
  /** 1..b2bMaxQty: the business quantity limit of one order. */
  limits: QuantityLimits;
  /** Cards already in the cart: the order as a whole may hold at most limits.max. */
  cardsInCart: number;
  show(minor: number): string;
}

const trimmed = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(
    v.string(),
    v.transform((text: string) => text.trim()),
    schema,
  );

/**
 * The rules of a business line sent by email, as the API applies them to an order line: the card's
 * amount and the order's quantity limit, the sender's name and email, and, buying for others, the
 * receiver's name and email (buying for itself, the receiver is the sender).
 */
export function businessLineSchema(context: BusinessLineRuleContext) {
  const { amount, qty } = amountFormSchema(context).entries;
  const people: Record<string, v.GenericSchema> = {
    senderName: trimmed(memberNameSchema),
    senderEmail: trimmed(emailSchema),
  };
  if (context.mode === 'others') {
    people.receiverName = trimmed(memberNameSchema);
    people.receiverEmail = trimmed(emailSchema);
  }
  return v.looseObject({ amount, qty, ...people });
}

/** The cart line (spec 1 section 3 "Cart item") of a business line: email delivery, no personalisation. */
export function businessCartLine(
  product: Pick<ProductSummary, 'itemCode' | 'productName' | 'productImgUrl' | 'categoryId' | 'kind'>,
  line: BusinessLineOutput,
  mode: BusinessBuyingMode,
): CartItemInput {
  const self = mode === 'self';
  return {
    itemCode: product.itemCode,
    productName: product.productName,
    productImgUrl: product.productImgUrl,
    categoryId: String(product.categoryId),
    kind: product.kind,
    amount: line.amount,
    qty: line.qty,
    deliverType: 'Email',
    senderName: line.senderName,
    senderEmail: line.senderEmail,
    receiverName: self ? line.senderName : line.receiverName,
    receiverEmail: self ? line.senderEmail : line.receiverEmail,
    draftPath: BUSINESS_DRAFT_PATHS[mode],
  };
}
