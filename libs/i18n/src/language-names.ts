import type { Language } from '@shop/contracts';

/** Each language in its own words, so a visitor finds theirs whatever the page is showing. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
  it: 'Italiano',
  zc: '简体中文',
  pt: 'Português',
  nl: 'Nederlands',
};
