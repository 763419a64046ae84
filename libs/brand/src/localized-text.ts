import type { BusinessUnit, Language, LocalizedText } from '@shop/contracts';

/**
 * An operator's text in the page's language: the text itself when it is one for all languages,
 * else the page language's version, else the unit's default language's, else any there is.
 */
export function textIn(text: LocalizedText, language: string, unit: Pick<BusinessUnit, 'defaultLanguage'>): string {
  if (typeof text === 'string') return text;
  return text[language as Language] ?? text[unit.defaultLanguage] ?? Object.values(text)[0] ?? '';
}
