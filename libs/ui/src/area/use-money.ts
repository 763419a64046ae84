import { useCallback } from 'react';
import { useUnit } from '@shop/brand/react';
import type { Language } from '@shop/contracts';
import { formatAmount, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';

/** The page's language and its amounts: minor units in the unit's currency and decimals. */
export function useMoney(): { language: Language; money: (minor: number) => string; decimalDigits: number } {
  const unit = useUnit();
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const money = useCallback(
    (minor: number) => formatAmount(minor, { currency: unit.currency, decimalDigits: unit.decimalDigits, language }),
    [unit.currency, unit.decimalDigits, language],
  );
  return { language, money, decimalDigits: unit.decimalDigits };
}
