/** Languages of spec 2 section 9; zc is sent to the server as zh_CN. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'it', 'zc', 'pt', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Language codes as the server receives them: zc travels as zh_CN (spec 2 section 7). */
export const WIRE_LANGUAGES = ['en', 'fr', 'es', 'ar', 'it', 'zh_CN', 'pt', 'nl'] as const;
export type WireLanguage = (typeof WIRE_LANGUAGES)[number];

export function toWireLanguage(language: Language): WireLanguage {
  return language === 'zc' ? 'zh_CN' : language;
}

export function fromWireLanguage(language: WireLanguage): Language {
  return language === 'zh_CN' ? 'zc' : language;
}
