import { useCallback } from 'react';
import { useUnit } from '@shop/brand/react';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import type { Language } from '@shop/contracts';

/** The page's language as the formatters take it (English until the texts are loaded). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Shows minor units with a currency and the unit's decimals, and dates, in the page's language. */
export function useMoney() {
  const unit = useUnit();
  const language = usePageLanguage();
  const money = useCallback(
    (minorUnits: number, currency: string = unit.currency) =>
      formatAmount(minorUnits, { currency, decimalDigits: unit.decimalDigits, language }),
    [unit.currency, unit.decimalDigits, language],
  );
  const date = useCallback((value: string) => formatDate(value, language), [language]);
  return { money, date, language, decimalDigits: unit.decimalDigits };
}
