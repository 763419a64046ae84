import { DEFAULT_LANGUAGE, type Language } from '@shop/contracts';
import { languageFromTag } from './language-codes';

export interface LanguageChoiceInput {
  /** The visitor's saved choice for this unit, if any. */
  saved?: string | null;
  /** A language cookie's value, if any. */
  cookie?: string | null;
  /** The languages the unit offers; nothing else is ever chosen. */
  unitLanguages: readonly Language[];
  unitDefault: Language;
}

/**
 * Spec 1 section 8: the saved choice, then a cookie of a supported language, then the unit's
 * default. A saved or cookie language the unit does not offer is ignored.
 */
export function chooseLanguage({ saved, cookie, unitLanguages, unitDefault }: LanguageChoiceInput): Language {
  for (const candidate of [saved, cookie]) {
    const language = languageFromTag(candidate);
    if (language && unitLanguages.includes(language)) return language;
  }
  if (unitLanguages.includes(unitDefault)) return unitDefault;
  // A unit whose default is not among its languages still shows one of its own languages.
  return unitLanguages[0] ?? DEFAULT_LANGUAGE;
}
