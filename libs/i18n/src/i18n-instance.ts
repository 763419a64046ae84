import i18next, { type i18n } from 'i18next';
import { RTL_LANGUAGES, type Language } from '@shop/contracts';
import { resources } from './resources';

/** The one i18next instance of the page; a federation singleton shared by shell and remotes. */
export const i18n: i18n = i18next.createInstance();

export interface I18nOptions {
  languages: readonly Language[];
  language: Language;
}

export async function initI18n({ languages, language }: I18nOptions): Promise<i18n> {
  await i18n.init({
    resources,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentDirection(language);
  return i18n;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Arabic turns the whole document right-to-left; every other language is left-to-right. */
export function applyDocumentDirection(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zc' ? 'zh-CN' : language;
  document.documentElement.dir = directionOf(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  applyDocumentDirection(language);
}
