import type { Language } from '@shop/contracts';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';

/** The page's language as the formatters take it. */
export const languageOf = (tag: string): Language => (isLanguage(tag) ? tag : 'en');

/**
 * An amount in minor units in an order's own currency: the back office shows orders of several
 * units at once, so the unit of the page does not say the currency. Every unit's currency has 2 decimals
 * today (AED, EUR); a unit with another count sends it.
 */
export function moneyOf(minor: number, currency: string, language: Language, decimalDigits = 2): string {
  return formatAmount(minor, { currency, decimalDigits, language });
}

/** A moment with its date and time, in the page's language. */
export function momentOf(iso: string, language: Language): string {
  return formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}
