import { fromWireLanguage, type BusinessUnit, type Language, type WireLanguage } from '@shop/contracts';

/** The language to answer in: the request's when the unit offers it, else the unit's default. */
export function answerLanguage(unit: BusinessUnit, requested: WireLanguage): Language {
  const language = fromWireLanguage(requested);
  return unit.languages.includes(language) ? language : unit.defaultLanguage;
}

/** A text in the answer language, falling back to the unit default, then English, then any. */
export function localised(texts: Partial<Record<string, string>>, language: Language, unit: BusinessUnit): string {
  return texts[language] ?? texts[unit.defaultLanguage] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
