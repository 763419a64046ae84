import { useCallback } from 'react';
import { useUnit } from '@shop/brand/react';
import type { Language } from '@shop/contracts';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Minor units with their currency and the unit's decimals, and calendar dates, in the page's language. */
export function useMoney() {
  const unit = useUnit();
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const money = useCallback(
    (minorUnits: number, currency: string) =>
      formatAmount(minorUnits, { currency, decimalDigits: unit.decimalDigits, language }),
    [unit.decimalDigits, language],
  );
  const date = useCallback((value: string) => formatDate(value, language), [language]);
  return { money, date };
}
