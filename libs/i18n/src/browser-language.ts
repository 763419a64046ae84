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

/**
 * The cookie that tells the shop server a visitor's saved language for a unit, so the page it renders is in
 * that language (issue 23): the saved choice itself stays in storage, where the server cannot read it.
 */
export function savedLanguageCookieName(buId: string): string {
  return `shop_lang_${buId}`;
}

/** A year: as long as a saved choice is worth keeping. */
const SAVED_LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The visitor's saved language for a unit as a cookie carries it to the server (a `Cookie` header), or null. */
export function readSavedLanguageCookie(cookieString: string, buId: string): string | null {
  return readLanguageCookie(cookieString, [savedLanguageCookieName(buId)]);
}

/**
 * Tells the server the saved choice (the cookie above), for a choice made before the shop wrote that cookie
 * too; nothing when there is no saved choice.
 */
export function mirrorSavedLanguage(buId: string, storage: Pick<Storage, 'getItem'> | null = localStorageOrNull()) {
  const saved = readSaved(storage, buId);
  if (saved && typeof document !== 'undefined') writeSavedLanguageCookie(buId, saved);
}

function writeSavedLanguageCookie(buId: string, language: string): void {
  const attributes = `Path=/; Max-Age=${SAVED_LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  document.cookie = `${savedLanguageCookieName(buId)}=${encodeURIComponent(language)}; ${attributes}`;
}

/** The language to show for a unit on this browser: saved choice, then cookie, then unit default. */
export function detectLanguage(unit: LanguageUnit, sources: LanguageSources = browserSources()): Language {
  return chooseLanguage({
    saved: readSaved(sources.storage, unit.buId) ?? readSavedLanguageCookie(sources.cookieString, unit.buId),
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
  if (typeof document !== 'undefined') writeSavedLanguageCookie(buId, language);
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
