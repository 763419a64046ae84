import * as v from 'valibot';
import type { Language, ProductSummary } from '@shop/contracts';
import {
  amountFormSchema,
  decimalInput,
  decimalToMinorUnits,
  emailSchema,
  memberNameSchema,
  requiredString,
  salesmanCardMadeFeeSchema,
  salesmanLineDiscountSchema,
  type QuantityLimits,
} from '@shop/validation';
import type { DraftLine, SalesmanBuyingMode } from '../draft-order/draft-order';

/** The line form as typed: the card, its amount and quantity, the salesman's discount and fee, the people. */
export interface SalesmanLineValues {
  itemCode: string;
  amount: string;
  qty: string;
  discountRate: string;
  cardMadeFee: string;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
}

/** The form's answer once its rules passed. */
export interface SalesmanLineOutput {
  amount: number;
  qty: number;
  discountRate: number | null;
  cardMadeFee: number;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
}

export interface SalesmanLineRuleContext {
  mode: SalesmanBuyingMode;
  product: Pick<ProductSummary, 'denominations' | 'minAmount' | 'maxAmount'>;
  language: Language;
  decimalDigits: number;
  limits: QuantityLimits;
  cardsInDraft: number;
  show(minor: number): string;
}

const trimmed = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(
    v.string(),
    v.transform((text: string) => text.trim()),
    schema,
  );

/** A decimal typed in the page's language (FR comma) to a number, then the shared rule. */
const typedNumber = <T extends v.GenericSchema<number, unknown>>(language: Language, schema: T, scale: number) =>
  v.pipe(
    requiredString,
    v.transform((text: string) => text.trim()),
    decimalInput(language),
    v.transform((text: string) => (decimalToMinorUnits(text, language, 2) ?? Number.NaN) * (scale / 100)),
    schema,
  );

/**
 * The rules of a salesman's line, as the API applies them (@shop/validation salesman rules): the card's
 * amount and the order's quantity limit, his discount (empty keeps the product's), the card-made fee
 * of 15 to 30 euros per card, the sender and, buying for the customer's recipients, the receiver.
 */
export function salesmanLineSchema(context: SalesmanLineRuleContext) {
  const { amount, qty } = amountFormSchema({ ...context, cardsInCart: context.cardsInDraft }).entries;
  const discountRate = v.pipe(
    v.string(),
    v.transform((text: string) => text.trim()),
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      typedNumber(context.language, v.nonNullable(salesmanLineDiscountSchema), 1),
    ]),
  );
  const people: Record<string, v.GenericSchema> = {
    senderName: trimmed(memberNameSchema),
    senderEmail: trimmed(emailSchema),
  };
  if (context.mode === 'others') {
    people.receiverName = trimmed(memberNameSchema);
    people.receiverEmail = trimmed(emailSchema);
  }
  return v.looseObject({
    amount,
    qty,
    discountRate,
    // Typed in euros, kept in cents.
    cardMadeFee: typedNumber(context.language, salesmanCardMadeFeeSchema, 100),
    ...people,
  });
}

/** The draft line of a checked form: buying for the customer, the receiver is the sender. */
export function draftLineOf(
  product: Pick<ProductSummary, 'itemCode' | 'productName'>,
  line: SalesmanLineOutput,
  mode: SalesmanBuyingMode,
  id: string,
): DraftLine {
  const self = mode === 'self';
  return {
    id,
    itemCode: product.itemCode,
    productName: product.productName,
    amount: line.amount,
    qty: line.qty,
    discountRate: line.discountRate,
    cardMadeFee: line.cardMadeFee,
    letterPrice: 0,
    extraProductAmount: 0,
    shipFeeDiscType: '',
    shipFeeDiscValue: 0,
    extraFeeDiscType: '',
    extraFeeDiscValue: 0,
    senderName: line.senderName,
    senderEmail: line.senderEmail,
    receiverName: self ? line.senderName : line.receiverName,
    receiverEmail: self ? line.senderEmail : line.receiverEmail,
  };
}
