import * as v from 'valibot';
import type { Language, ProductSummary } from '@shop/contracts';
import {
  ADDRESS_LIMITS,
  amountFormSchema,
  decimalInput,
  decimalToMinorUnits,
  emailSchema,
  memberNameSchema,
  requiredAddressText,
  requiredString,
  salesmanCardMadeFeeSchema,
  salesmanDiscountTypeSchema,
  salesmanFeeDiscountValueSchema,
  salesmanLineDiscountSchema,
  zipCodeSchema,
  type QuantityLimits,
} from '@shop/validation';
import type { DraftLine, FeeDiscountType, SalesmanBuyingMode, SalesmanDeliverType } from '../draft-order/draft-order';
import type { ExtraProduct, LetterType } from './api/catalogue-api';

/** The line form as typed: the card, its amount and quantity, the salesman's discounts and fee, the people. */
export interface SalesmanLineValues {
  deliverType: SalesmanDeliverType;
  itemCode: string;
  amount: string;
  qty: string;
  discountRate: string;
  cardMadeFee: string;
  letterTypeId: string;
  extraItemCode: string;
  shipFeeDiscType: FeeDiscountType;
  shipFeeDiscValue: string;
  extraFeeDiscType: FeeDiscountType;
  extraFeeDiscValue: string;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  receiverAddress: string;
  receiverZipCode: string;
  receiverCity: string;
  receiverCountryCode: string;
}

/** The form's answer once its rules passed (amounts in minor units, rates in percent). */
export interface SalesmanLineOutput {
  deliverType: SalesmanDeliverType;
  amount: number;
  qty: number;
  discountRate: number | null;
  cardMadeFee: number;
  shipFeeDiscType: FeeDiscountType;
  shipFeeDiscValue: number;
  extraFeeDiscType: FeeDiscountType;
  extraFeeDiscValue: number;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  receiverAddress: string;
  receiverZipCode: string;
  receiverCity: string;
  receiverCountryCode: string;
}

export interface SalesmanLineRuleContext {
  mode: SalesmanBuyingMode;
  deliverType: SalesmanDeliverType;
  product: Pick<ProductSummary, 'denominations' | 'minAmount' | 'maxAmount'>;
  /** The chosen letter (posted cards) and extra product, whose fees the salesman may discount. */
  letter: LetterType | undefined;
  extra: ExtraProduct | undefined;
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

/** A fee is discountable when there is one: a letter or an extra product costing something per card. */
export const discountableFee = (item: { price: number } | { extraProductAmount: number } | undefined) =>
  item === undefined ? 0 : 'price' in item ? item.price : item.extraProductAmount;

/**
 * One fee discount's fields: its type (P or V, '' none) and its value, a percent for P and an amount
 * typed in the currency for V (kept in cents), bounded by the shared rule against the fee per card.
 * No fee: no discount.
 */
function feeDiscountEntries(typed: FeeDiscountType, fee: number, language: Language) {
  if (fee <= 0 || typed === '')
    return {
      type: v.pipe(
        v.string(),
        v.transform(() => ''),
      ),
      value: zero,
    };
  const scale = typed === 'V' ? 100 : 1;
  return {
    type: salesmanDiscountTypeSchema,
    value: typedNumber(language, salesmanFeeDiscountValueSchema(typed, fee), scale),
  };
}
const zero = v.pipe(
  v.unknown(),
  v.transform(() => 0),
);

/**
 * The rules of a salesman's line, as the API applies them (@shop/validation salesman and address
 * rules): the card's amount and the order's quantity limit, his discount (empty keeps the product's),
 * the card-made fee of 15 to 30 euros per card, the letter and extra fee discounts (P 0-100 %, V up to
 * the fee), the sender and the receiver: an email address, or a postal address for a posted card.
 */
export function salesmanLineSchema(context: SalesmanLineRuleContext, values: SalesmanLineValues) {
  const { amount, qty } = amountFormSchema({ ...context, cardsInCart: context.cardsInDraft }).entries;
  const { language } = context;
  const discountRate = v.pipe(
    v.string(),
    v.transform((text: string) => text.trim()),
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      typedNumber(language, v.nonNullable(salesmanLineDiscountSchema), 1),
    ]),
  );
  const posted = context.deliverType === 'Physical';
  const entries: Record<string, v.GenericSchema> = {
    senderName: trimmed(memberNameSchema),
    senderEmail: trimmed(emailSchema),
  };
  if (posted) {
    Object.assign(entries, {
      letterTypeId: requiredString,
      receiverName: trimmed(memberNameSchema),
      receiverAddress: trimmed(requiredAddressText(ADDRESS_LIMITS.line)),
      receiverZipCode: trimmed(zipCodeSchema),
      receiverCity: trimmed(requiredAddressText(ADDRESS_LIMITS.city)),
      receiverCountryCode: requiredString,
    });
  } else if (context.mode === 'others') {
    entries.receiverName = trimmed(memberNameSchema);
    entries.receiverEmail = trimmed(emailSchema);
  }
  const letter = feeDiscountEntries(values.shipFeeDiscType, posted ? discountableFee(context.letter) : 0, language);
  const extra = feeDiscountEntries(values.extraFeeDiscType, discountableFee(context.extra), language);
  return v.looseObject({
    amount,
    qty,
    discountRate,
    // Typed in euros, kept in cents.
    cardMadeFee: typedNumber(language, salesmanCardMadeFeeSchema, 100),
    shipFeeDiscType: letter.type,
    shipFeeDiscValue: letter.value,
    extraFeeDiscType: extra.type,
    extraFeeDiscValue: extra.value,
    ...entries,
  });
}

/**
 * The draft line of a checked form. Buying for the customer by email, the receiver is the sender; a
 * posted card carries its letter and address, an e-mailed one neither.
 */
export function draftLineOf(
  product: Pick<ProductSummary, 'itemCode' | 'productName'>,
  line: SalesmanLineOutput,
  choices: { mode: SalesmanBuyingMode; letter: LetterType | undefined; extra: ExtraProduct | undefined },
  id: string,
): DraftLine {
  const posted = line.deliverType === 'Physical';
  const sender = choices.mode === 'self' && !posted;
  const letter = posted ? choices.letter : undefined;
  const { extra } = choices;
  return {
    id,
    itemCode: product.itemCode,
    productName: product.productName,
    amount: line.amount,
    qty: line.qty,
    discountRate: line.discountRate,
    cardMadeFee: line.cardMadeFee,
    deliverType: line.deliverType,
    letterTypeId: letter?.letterTypeId ?? null,
    letterName: letter?.name ?? '',
    letterPrice: letter?.price ?? 0,
    extraItemCode: extra?.extraItemCode ?? '',
    extraProductName: extra?.extraProductName ?? '',
    extraProductAmount: extra?.extraProductAmount ?? 0,
    shipFeeDiscType: letter ? line.shipFeeDiscType : '',
    shipFeeDiscValue: letter ? line.shipFeeDiscValue : 0,
    extraFeeDiscType: extra ? line.extraFeeDiscType : '',
    extraFeeDiscValue: extra ? line.extraFeeDiscValue : 0,
    senderName: line.senderName,
    senderEmail: line.senderEmail,
    receiverName: sender ? line.senderName : line.receiverName,
    receiverEmail: sender ? line.senderEmail : posted ? '' : line.receiverEmail,
    receiverAddress: posted ? line.receiverAddress : '',
    receiverZipCode: posted ? line.receiverZipCode : '',
    receiverCity: posted ? line.receiverCity : '',
    receiverCountryCode: posted ? line.receiverCountryCode : '',
  };
}

/** The extra products that may go with a card: the unit's for every card, or those naming it. */
export const extrasFor = (extras: readonly ExtraProduct[], itemCode: string) =>
  extras.filter((extra) => extra.itemCodes.length === 0 || extra.itemCodes.includes(itemCode));
