import type { Language } from '@shop/contracts';
import enCommon from './resources/en/common.json';
import enShell from './resources/en/shell.json';
import enPages from './resources/en/pages.json';
import enValidation from './resources/en/validation.json';
import frCommon from './resources/fr/common.json';
import frShell from './resources/fr/shell.json';
import frPages from './resources/fr/pages.json';
import frValidation from './resources/fr/validation.json';
import esCommon from './resources/es/common.json';
import esShell from './resources/es/shell.json';
import esPages from './resources/es/pages.json';
import esValidation from './resources/es/validation.json';
import arCommon from './resources/ar/common.json';
import arShell from './resources/ar/shell.json';
import arPages from './resources/ar/pages.json';
import arValidation from './resources/ar/validation.json';
import itCommon from './resources/it/common.json';
import itShell from './resources/it/shell.json';
import itPages from './resources/it/pages.json';
import itValidation from './resources/it/validation.json';
import zcCommon from './resources/zc/common.json';
import zcShell from './resources/zc/shell.json';
import zcPages from './resources/zc/pages.json';
import zcValidation from './resources/zc/validation.json';
import ptCommon from './resources/pt/common.json';
import ptShell from './resources/pt/shell.json';
import ptPages from './resources/pt/pages.json';
import ptValidation from './resources/pt/validation.json';
import nlCommon from './resources/nl/common.json';
import nlShell from './resources/nl/shell.json';
import nlPages from './resources/nl/pages.json';
import nlValidation from './resources/nl/validation.json';

/**
 * The namespaces every language has: shared UI words and the error catalogue (common), the shell's
 * frame and pages (shell), the remotes' page texts (pages), field validation messages (validation).
 */
export const NAMESPACES = ['common', 'shell', 'pages', 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Nested keys to texts, as i18next reads them. */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}
export type LanguageResources = Readonly<Record<Namespace, ResourceTree>>;

/** Every namespace of every language, bundled: texts are small and must be there at first paint. */
export const resources: Readonly<Record<Language, LanguageResources>> = {
  en: { common: enCommon, shell: enShell, pages: enPages, validation: enValidation },
  fr: { common: frCommon, shell: frShell, pages: frPages, validation: frValidation },
  es: { common: esCommon, shell: esShell, pages: esPages, validation: esValidation },
  ar: { common: arCommon, shell: arShell, pages: arPages, validation: arValidation },
  it: { common: itCommon, shell: itShell, pages: itPages, validation: itValidation },
  zc: { common: zcCommon, shell: zcShell, pages: zcPages, validation: zcValidation },
  pt: { common: ptCommon, shell: ptShell, pages: ptPages, validation: ptValidation },
  nl: { common: nlCommon, shell: nlShell, pages: nlPages, validation: nlValidation },
};

/** Only the unit's languages are loaded, so nothing else can be switched to. */
export function resourcesFor(languages: readonly Language[]): Partial<Record<Language, LanguageResources>> {
  return Object.fromEntries(languages.map((language) => [language, resources[language]]));
}
