import { useSyncExternalStore } from 'react';
import type { Language } from '@shop/contracts';
import { i18n } from '../i18n-instance';
import { isLanguage } from '../language-codes';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The page's language, re-rendering the caller when it is switched. Data the API answers in a
 * language (names, descriptions, terms) is loaded again when it changes: the API speaks the page's
 * language on every call. It listens to the shared instance itself: react-i18next is reached through
 * this entry's index only (the shared module's one binding).
 */
export function usePageLanguage(fallback: Language = 'en'): Language {
  // The server renders in the page's language too: the same reading serves both.
  const read = () => i18n.language;
  const language = useSyncExternalStore(subscribe, read, read);
  return isLanguage(language) ? language : fallback;
}
