import * as v from 'valibot';
import { messageRef } from '../message-ref';
import {
  CARD_MADE_FEE_MAX_CENTS,
  CARD_MADE_FEE_MIN_CENTS,
  COMMISSION_MAX_PERCENT,
  COMMISSION_MIN_PERCENT,
  FREE_ITEM_QTY_MIN,
  PERCENT_DISCOUNT_MAX,
  SALESMAN_DISCOUNT_TYPES,
  SALESMAN_LINE_DISCOUNT_MAX_PERCENT,
  SALESMAN_LINE_DISCOUNT_MIN_PERCENT,
  SALESMAN_REWARD_TYPES,
} from './salesman-limits';

// The rules of a salesman's order, shared by the buying form and the API (issue 20). Amounts are
// minor units (euro cents); messages show euros and percents.

const number = () => v.number(messageRef('numberOnly'));
const feeRange = messageRef('salesmanCardMadeFee', {
  min: CARD_MADE_FEE_MIN_CENTS / 100,
  max: CARD_MADE_FEE_MAX_CENTS / 100,
});

/** The card-made fee per card: whole cents from 15 to 30 euros. */
export const salesmanCardMadeFeeSchema = v.pipe(
  number(),
  v.integer(feeRange),
  v.minValue(CARD_MADE_FEE_MIN_CENTS, feeRange),
  v.maxValue(CARD_MADE_FEE_MAX_CENTS, feeRange),
);

const commissionRange = messageRef('salesmanCommission', { min: COMMISSION_MIN_PERCENT, max: COMMISSION_MAX_PERCENT });

/** The commission, in percent: 3 to 10, with at most two decimals. */
export const salesmanCommissionSchema = v.pipe(
  number(),
  v.minValue(COMMISSION_MIN_PERCENT, commissionRange),
  v.maxValue(COMMISSION_MAX_PERCENT, commissionRange),
  v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, commissionRange),
);

/** The commission's type: a percent (P) of the line's discounted card value, the only kind offered. */
export const salesmanCommissionTypeSchema = v.picklist(['P'], messageRef('salesmanCommissionType'));

const lineDiscountRange = messageRef('salesmanLineDiscount', {
  min: SALESMAN_LINE_DISCOUNT_MIN_PERCENT,
  max: SALESMAN_LINE_DISCOUNT_MAX_PERCENT,
});

/** The salesman's discount on a card line, in percent (null: the product's own discount applies). */
export const salesmanLineDiscountSchema = v.nullable(
  v.pipe(
    number(),
    v.minValue(SALESMAN_LINE_DISCOUNT_MIN_PERCENT, lineDiscountRange),
    v.maxValue(SALESMAN_LINE_DISCOUNT_MAX_PERCENT, lineDiscountRange),
  ),
);

/** A fee discount's type: P (percent) or V (fixed amount per card); '' for no discount. */
export const salesmanDiscountTypeSchema = v.picklist(
  ['', ...SALESMAN_DISCOUNT_TYPES],
  messageRef('salesmanDiscountType'),
);

type DiscountType = v.InferOutput<typeof salesmanDiscountTypeSchema>;

/** Whether a fee discount fits: P takes 0 to 100 % of the fee, V 0 to the fee itself per card (whole cents). */
export function feeDiscountFits(type: DiscountType | string, value: number, feePerCard: number): boolean {
  if (type === 'P') return value >= 0 && value <= PERCENT_DISCOUNT_MAX;
  if (type === 'V') return Number.isInteger(value) && value >= 0 && value <= feePerCard;
  return value === 0;
}

function feeDiscountMessage(type: string, feePerCard: number): string {
  if (type === 'P') return messageRef('salesmanPercentDiscount', { max: PERCENT_DISCOUNT_MAX });
  if (type === 'V') return messageRef('salesmanFixedDiscount', { max: feePerCard / 100 });
  return messageRef('salesmanDiscountType');
}

/**
 * The value of one fee discount of `type` against its fee per card (the line form's field): P 0-100 %,
 * V whole cents up to the fee; no type takes 0. The same bound as salesmanLineSchema's.
 */
export function salesmanFeeDiscountValueSchema(type: string, feePerCard: number) {
  return v.pipe(
    number(),
    v.check((value: number) => feeDiscountFits(type, value, feePerCard), feeDiscountMessage(type, feePerCard)),
  );
}

/** What a line's fee discounts are judged against: its letter price and extra product amount per card. */
export interface SalesmanLineFees {
  letterPrice: number;
  extraProductAmount: number;
}

/** The salesman's fields of an order line (the B2B additions and the card-made fee, line discount). */
export interface SalesmanLineInput {
  cardMadeFee: number;
  discountRate: number | null;
  shipFeeDiscType: string;
  shipFeeDiscValue: number;
  extraFeeDiscType: string;
  extraFeeDiscValue: number;
  commissionType: string;
  commissionValue: number;
}

/**
 * A salesman's powers on one line: the card-made fee, the line discount, the letter-fee (shipFee) and
 * extra-fee discounts (each type P or V, or none with value 0), the commission (when it is his reward).
 */
export function salesmanLineSchema(fees: SalesmanLineFees, rewardType: string) {
  const commission = rewardType === 'commission';
  const valueRule =
    (typeOf: (line: SalesmanLineInput) => string, valueOf: (line: SalesmanLineInput) => number, fee: number) =>
    (line: SalesmanLineInput) => ({
      ok: feeDiscountFits(typeOf(line), valueOf(line), fee),
      message: feeDiscountMessage(typeOf(line), fee),
    });
  const shipRule = valueRule(
    (line) => line.shipFeeDiscType,
    (line) => line.shipFeeDiscValue,
    fees.letterPrice,
  );
  const extraRule = valueRule(
    (line) => line.extraFeeDiscType,
    (line) => line.extraFeeDiscValue,
    fees.extraProductAmount,
  );
  return v.pipe(
    v.object({
      cardMadeFee: salesmanCardMadeFeeSchema,
      discountRate: salesmanLineDiscountSchema,
      shipFeeDiscType: salesmanDiscountTypeSchema,
      shipFeeDiscValue: number(),
      extraFeeDiscType: salesmanDiscountTypeSchema,
      extraFeeDiscValue: number(),
      commissionType: commission ? salesmanCommissionTypeSchema : v.string(),
      commissionValue: commission ? salesmanCommissionSchema : number(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [rule, field] of [
        [shipRule, 'shipFeeDiscValue'],
        [extraRule, 'extraFeeDiscValue'],
      ] as const) {
        const { ok, message } = rule(dataset.value);
        if (!ok)
          addIssue({
            message,
            path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: dataset.value[field] }],
          });
      }
    }),
  );
}

/** The reward type of an order. */
export const salesmanRewardTypeSchema = v.picklist(SALESMAN_REWARD_TYPES, messageRef('salesmanRewardType'));

/**
 * The free items of an order: none ('' and 0), or an item with 1 to one per card ordered (`cards`).
 */
export function salesmanFreeItemSchema(cards: number) {
  const qtyRange = messageRef('salesmanFreeItemQty', { min: FREE_ITEM_QTY_MIN, max: cards });
  return v.pipe(
    v.object({
      freeItem: v.string(),
      freeItemQty: v.pipe(number(), v.integer(qtyRange), v.minValue(0, qtyRange), v.maxValue(cards, qtyRange)),
    }),
    v.forward(
      v.check((input) => input.freeItem === '' || input.freeItemQty >= FREE_ITEM_QTY_MIN, qtyRange),
      ['freeItemQty'],
    ),
    v.forward(
      v.check((input) => input.freeItem !== '' || input.freeItemQty === 0, messageRef('salesmanFreeItemMissing')),
      ['freeItem'],
    ),
  );
}
