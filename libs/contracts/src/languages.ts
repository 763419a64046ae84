/** Languages of spec 2 section 9; zc is sent to the server as zh_CN. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'it', 'zc', 'pt', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
