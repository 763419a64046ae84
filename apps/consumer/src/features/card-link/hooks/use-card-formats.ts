import { useCallback } from 'react';
import { useUnit } from '@shop/brand/react';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Amounts with their currency and the unit's decimals, and dates, in the page's language. */
export function useCardFormats() {
  const { i18n } = useTranslation('cardLink');
  const { decimalDigits } = useUnit();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const money = useCallback(
    (minorUnits: number, currency: string) => formatAmount(minorUnits, { currency, decimalDigits, language }),
    [decimalDigits, language],
  );
  const date = useCallback((iso: string) => formatDate(iso, language), [language]);
  return { money, date };
}
