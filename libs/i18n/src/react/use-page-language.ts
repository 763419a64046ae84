import type { Language } from '@shop/contracts';
import { isLanguage } from '../language-codes';
import { useTranslation } from 'react-i18next';

/**
 * The page's language, re-rendering the caller when it is switched. Data the API answers in a
 * language (names, descriptions, terms) is loaded again when it changes: the API speaks the page's
 * language on every call.
 */
export function usePageLanguage(fallback: Language = 'en'): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallback;
}
