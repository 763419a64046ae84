import type { LocalizedText } from '@shop/contracts';
import { textIn } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';

/** Turns the unit's operator texts into the page's language, and follows a language switch. */
export function useUnitText(): (text: LocalizedText) => string {
  const unit = useUnit();
  const { i18n } = useTranslation();
  return (text) => textIn(text, i18n.language, unit);
}
