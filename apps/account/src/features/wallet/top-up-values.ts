import * as v from 'valibot';
import type { Language } from '@shop/contracts';
import {
  decimalInput,
  decimalSeparatorFor,
  decimalToMinorUnits,
  messageRef,
  requiredString,
  topUpAmountSchema,
} from '@shop/validation';

export interface TopUpFormValues {
  amount: string;
  paymentMethod: string;
}

export interface TopUpRules {
  language: Language;
  /** The unit's decimalDigits: where the typed amount's minor units start. */
  decimalDigits: number;
  /** The wallet's topUpMinAmount, in minor units, and how the member reads it (e.g. "AED 50.00"). */
  minAmount: number;
  minShown: string;
  /** The wallet's topUpMaxAmount, likewise (e.g. "AED 10,000.00"). */
  maxAmount: number;
  maxShown: string;
}

/**
 * The top-up form: an amount typed in the language's decimal separator (French "50,5"), read as
 * minor units from the wallet's minimum to its maximum with the API's own rule (topUpAmountSchema);
 * and a payment means.
 */
export function topUpFormSchema({ language, decimalDigits, minAmount, minShown, maxAmount, maxShown }: TopUpRules) {
  return v.object({
    amount: v.pipe(
      requiredString,
      v.transform((text) => text.trim()),
      decimalInput(language),
      v.transform((text) => decimalToMinorUnits(text, language, decimalDigits)),
      topUpAmountSchema({ min: minAmount, max: maxAmount, minShown, maxShown }),
    ),
    paymentMethod: v.pipe(v.string(messageRef('required')), v.nonEmpty(messageRef('required'))),
  });
}

export type TopUpRequest = v.InferOutput<ReturnType<typeof topUpFormSchema>>;

/** The placeholder that shows the expected format, e.g. "50,00" in French. */
export function amountPlaceholder(language: Language, decimalDigits: number): string {
  return decimalDigits === 0 ? '50' : `50${decimalSeparatorFor(language)}${'0'.repeat(decimalDigits)}`;
}
