import { useCallback } from 'react';
import { useUnit } from '@shop/brand/react';
import { formatAmount, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** Amounts in the unit's currency and decimals, in the page's language. */
export function useMoney(): (minorUnits: number) => string {
  const { i18n } = useTranslation('business');
  const { currency, decimalDigits } = useUnit();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useCallback(
    (minorUnits: number) => formatAmount(minorUnits, { currency, decimalDigits, language }),
    [currency, decimalDigits, language],
  );
}
