import type { Language } from '@shop/contracts';
import { chooseLanguage } from './language-choice';
import { readLanguageCookie } from './language-cookie';

/** The saved language is namespaced per business unit, like every other stored value. */
export function languageStorageKey(buId: string): string {
  return `shop:${buId}:language`;
}

export interface LanguageUnit {
  buId: string;
  languages: readonly Language[];
  defaultLanguage: Language;
}

export interface LanguageSources {
  storage: Pick<Storage, 'getItem'> | null;
  cookieString: string;
}

/** The language to show for a unit on this browser: saved choice, then cookie, then unit default. */
export function detectLanguage(unit: LanguageUnit, sources: LanguageSources = browserSources()): Language {
  return chooseLanguage({
    saved: readSaved(sources.storage, unit.buId),
    cookie: readLanguageCookie(sources.cookieString),
    unitLanguages: unit.languages,
    unitDefault: unit.defaultLanguage,
  });
}

/** Remembers the visitor's choice for this unit. Returns false when the browser refuses storage. */
export function saveLanguageChoice(
  buId: string,
  language: Language,
  storage: Pick<Storage, 'setItem'> | null = localStorageOrNull(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(languageStorageKey(buId), language);
    return true;
  } catch {
    // Full or blocked storage: the choice still applies to this visit.
    return false;
  }
}

function readSaved(storage: Pick<Storage, 'getItem'> | null, buId: string): string | null {
  try {
    return storage?.getItem(languageStorageKey(buId)) ?? null;
  } catch {
    return null;
  }
}

function browserSources(): LanguageSources {
  return {
    storage: localStorageOrNull(),
    cookieString: typeof document === 'undefined' ? '' : document.cookie,
  };
}

/** Reading `localStorage` itself throws when the browser blocks site data. */
function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
