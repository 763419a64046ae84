import { useUnit } from '@shop/brand/react';
import { formatAmount, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Formats minor units in the unit's currency for the page's language. */
export function useMoney(): (minor: number, currency?: string) => string {
  const unit = useUnit();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (minor, currency = unit.currency) =>
    formatAmount(minor, { currency, decimalDigits: unit.decimalDigits, language });
}
