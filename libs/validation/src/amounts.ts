import * as v from 'valibot';
import { messageRef } from './message-ref';
import {
  CARD_MADE_FEE_MAX_CENTS,
  CARD_MADE_FEE_MIN_CENTS,
  COMMISSION_MAX_PERCENT,
  COMMISSION_MIN_PERCENT,
  VALID_MONTHS_DEFAULT,
  VALID_MONTHS_MAX,
  VALID_MONTHS_MIN,
} from './limits';

/** 'Amount must be greater than or equal to {{num}}.'; `shown` is what the user reads as num. */
export function amountAtLeast(min: number, shown: string | number = min) {
  return v.check<number, string>((amount) => amount >= min, messageRef('amountMin', { num: shown }));
}

/** 'Amount must be less than or equal to {{num}}.' */
export function amountAtMost(max: number, shown: string | number = max) {
  return v.check<number, string>((amount) => amount <= max, messageRef('amountMax', { num: shown }));
}

const numberInput = () => v.number(messageRef('numberOnly'));

/** The bounds of an amount in minor units, and how the user reads each (e.g. 'AED 50', 'AED 10,000.00'). */
export interface AmountBounds {
  min: number;
  max: number;
  minShown: string | number;
  maxShown: string | number;
}

/**
 * A top-up, of the wallet or of a card: whole minor units from `min` to `max` ('Amount must be greater
 * than or equal to {{num}}.', 'Amount must be less than or equal to {{num}}.'). The form applies it to
 * the typed amount once read as minor units; the API to the amount it is sent.
 */
export function topUpAmountSchema({ min, max, minShown, maxShown }: AmountBounds) {
  return v.pipe(
    numberInput(),
    v.integer(messageRef('numberOnly')),
    amountAtLeast(min, minShown),
    amountAtMost(max, maxShown),
  );
}

/** A number between optional bounds, in the caller's unit. */
export function amountSchema({ min, max }: { min?: number; max?: number }) {
  return v.pipe(
    numberInput(),
    v.check((amount) => min === undefined || amount >= min, messageRef('amountMin', { num: min ?? 0 })),
    v.check((amount) => max === undefined || amount <= max, messageRef('amountMax', { num: max ?? 0 })),
  );
}

/** Salesman card made fee per card, in euro cents: 15 to 30 euros (messages show euros). */
export const cardMadeFeeSchema = v.pipe(
  numberInput(),
  v.integer(messageRef('numberOnly')),
  amountAtLeast(CARD_MADE_FEE_MIN_CENTS, CARD_MADE_FEE_MIN_CENTS / 100),
  amountAtMost(CARD_MADE_FEE_MAX_CENTS, CARD_MADE_FEE_MAX_CENTS / 100),
);

/** Salesman commission, in percent: 3% to 10%. */
export const commissionSchema = v.pipe(
  numberInput(),
  amountAtLeast(COMMISSION_MIN_PERCENT, `${COMMISSION_MIN_PERCENT}%`),
  amountAtMost(COMMISSION_MAX_PERCENT, `${COMMISSION_MAX_PERCENT}%`),
);

const validityMessage = messageRef('validityMonths', { min: VALID_MONTHS_MIN, max: VALID_MONTHS_MAX });

/** validMonths: a whole number of months from 1 to 12; 12 when absent. */
export const validMonthsSchema = v.optional(
  v.pipe(
    numberInput(),
    v.integer(validityMessage),
    v.minValue(VALID_MONTHS_MIN, validityMessage),
    v.maxValue(VALID_MONTHS_MAX, validityMessage),
  ),
  VALID_MONTHS_DEFAULT,
);
