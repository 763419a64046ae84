import { LANGUAGES, type Language } from '@shop/contracts';

/** The server knows simplified Chinese as zh_CN (spec 2 section 7); every other code is sent as is. */
const SERVER_LANGUAGE: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  ar: 'ar',
  it: 'it',
  zc: 'zh_CN',
  pt: 'pt',
  nl: 'nl',
};

/** BCP 47 tags for the html lang attribute (zc is not a real tag). */
const HTML_LANG: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  ar: 'ar',
  it: 'it',
  zc: 'zh-CN',
  pt: 'pt',
  nl: 'nl',
};

/**
 * Locales used with Intl for amounts and dates. English is en-GB (day before month, as the UAE and
 * European units expect); Portuguese is pt-PT (the European unit); Arabic keeps Latin digits so
 * shown amounts match what users type in digit-only amount fields.
 */
const INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  ar: 'ar-u-nu-latn',
  it: 'it-IT',
  zc: 'zh-CN',
  pt: 'pt-PT',
  nl: 'nl-NL',
};

export function toServerLanguage(language: Language): string {
  return SERVER_LANGUAGE[language];
}

export function htmlLangOf(language: Language): string {
  return HTML_LANG[language];
}

export function intlLocaleOf(language: Language): string {
  return INTL_LOCALE[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Traditional Chinese tags: the shop only has simplified Chinese, so these are not zc. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * Reads a language from a stored value, a cookie or a server code: our own codes ("fr", "zc"),
 * the server's "zh_CN", or BCP 47 tags ("fr-FR", "zh-CN"). Returns null when it is none of ours.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const normalised = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isLanguage(normalised)) return normalised;
  if (normalised === 'zh' || normalised.startsWith('zh-')) {
    return TRADITIONAL_CHINESE.test(normalised) ? null : 'zc';
  }
  const primary = normalised.split('-')[0];
  return isLanguage(primary) ? primary : null;
}
