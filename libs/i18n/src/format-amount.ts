import type { Language } from '@shop/contracts';
import { intlLocaleOf } from './language-codes';
import { roundHalfUp } from './rounding';

export interface AmountFormat {
  /** ISO 4217 code of the unit's currency, e.g. EUR, AED. */
  currency: string;
  /** The unit's decimalDigits: how many minor-unit digits the amounts carry and show (0 to 3). */
  decimalDigits: number;
  language: Language;
}

const formatters = new Map<string, Intl.NumberFormat>();

function cachedFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function assertFractionDigits(name: string, digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > 3) {
    throw new RangeError(`${name} must be 0, 1, 2 or 3, got ${digits}`);
  }
}

/**
 * Shows an amount held in integer minor units with the unit's currency, in the language's
 * conventions (French: "1 234,50 €"). The unit's decimalDigits says where the decimal point sits
 * and how many digits are shown, whatever Intl's own default for the currency is.
 */
export function formatAmount(minorUnits: number, { currency, decimalDigits, language }: AmountFormat): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Amounts are integer minor units, got ${minorUnits}`);
  }
  return amountFormatter({ currency, decimalDigits, language }).format(minorUnits / 10 ** decimalDigits);
}

function amountFormatter({ currency, decimalDigits, language }: AmountFormat): Intl.NumberFormat {
  assertFractionDigits('decimalDigits', decimalDigits);
  return cachedFormatter(intlLocaleOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: decimalDigits,
    maximumFractionDigits: decimalDigits,
  });
}

/**
 * Makes formatAmount's formatter for these settings ahead of the first amount. A browser's first number
 * format loads its locale data (40-100 ms on a desktop CPU): done in a task of its own while the page's code
 * downloads, it is not one long task with the first render or the hydration.
 */
export function prepareAmountFormat(format: AmountFormat): void {
  amountFormatter(format);
}

/**
 * Shows a computed decimal (a rate, a converted or prorated value) rounded half-up, with the
 * language's decimal separator and a fixed number of digits (2 unless told).
 */
export function formatDecimal(value: number, language: Language, fractionDigits = 2): string {
  assertFractionDigits('fractionDigits', fractionDigits);
  const formatter = cachedFormatter(intlLocaleOf(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return formatter.format(roundHalfUp(value, fractionDigits));
}
