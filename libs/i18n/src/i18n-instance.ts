import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@shop/contracts';
import { applyDocumentDirection } from './document-direction';
import { NAMESPACES, loadResourcesFor } from './resources';

/** The one i18next instance of the page; a federation singleton shared by shell and remotes. */
export const i18n: I18n = i18next.createInstance();

export interface I18nOptions {
  /** The unit's languages: the only ones loaded and offered. */
  languages: readonly Language[];
  /** The language to start in; must be one of `languages` (see detectLanguage). */
  language: Language;
  /** Element whose lang and dir follow the language; the page's <html> by default. */
  root?: HTMLElement;
}

let offered: readonly Language[] = [];
let directionRoot: HTMLElement | undefined;

export async function initI18n({ languages, language, root }: I18nOptions): Promise<I18n> {
  assertOffered(language, languages);
  offered = [...languages];
  directionRoot = root;
  const resources = await loadResourcesFor(languages);
  await i18n.init({
    resources,
    lng: language,
    // Every key exists in every language (checked by a test), so nothing falls back.
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentDirection(language, directionRoot);
  return i18n;
}

/** The languages of the unit, as given to initI18n (empty before it). */
export function offeredLanguages(): readonly Language[] {
  return offered;
}

/** Switches every text on the page and the document direction; only the unit's languages. */
export async function changeLanguage(language: Language): Promise<void> {
  assertOffered(language, offered);
  await i18n.changeLanguage(language);
  applyDocumentDirection(language, directionRoot);
}

function assertOffered(language: Language, languages: readonly Language[]): void {
  if (!languages.includes(language)) {
    throw new Error(`Language "${language}" is not one of this unit's languages (${languages.join(', ')})`);
  }
}
