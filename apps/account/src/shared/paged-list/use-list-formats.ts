import { useUnit } from '@shop/brand/react';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Amounts (minor units, with the unit's decimals) and dates as the page's language writes them. */
export function useListFormats() {
  const { i18n } = useTranslation();
  const unit = useUnit();
  const language = isLanguage(i18n.language) ? i18n.language : unit.defaultLanguage;
  return {
    amount: (minorUnits: number, currency = unit.currency) =>
      formatAmount(minorUnits, { currency, decimalDigits: unit.decimalDigits, language }),
    date: (iso: string) => formatDate(iso, language),
  };
}
