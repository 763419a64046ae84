import { RTL_LANGUAGES, type Language } from '@shop/contracts';
import { htmlLangOf } from './language-codes';

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Arabic turns the whole document right-to-left; every other language is left-to-right. */
export function applyDocumentDirection(language: Language, root: HTMLElement | undefined = documentRoot()): void {
  if (!root) return;
  root.lang = htmlLangOf(language);
  root.dir = directionOf(language);
}

function documentRoot(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement;
}
