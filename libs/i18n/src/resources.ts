import type { Language } from '@shop/contracts';
import type { LanguageResources } from './resource-types';

export { NAMESPACES, type Namespace, type ResourceTree, type LanguageResources } from './resource-types';

type Loader = () => Promise<{ default: LanguageResources }>;

// One chunk per language: a page downloads the texts of its unit's languages only.
const LOADERS: Readonly<Record<Language, Loader>> = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './resources/en'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './resources/fr'),
  es: () => import(/* webpackChunkName: "i18n-es" */ './resources/es'),
  ar: () => import(/* webpackChunkName: "i18n-ar" */ './resources/ar'),
  it: () => import(/* webpackChunkName: "i18n-it" */ './resources/it'),
  zc: () => import(/* webpackChunkName: "i18n-zc" */ './resources/zc'),
  pt: () => import(/* webpackChunkName: "i18n-pt" */ './resources/pt'),
  nl: () => import(/* webpackChunkName: "i18n-nl" */ './resources/nl'),
};

/** The texts of the unit's languages, and of no other, so nothing else can be switched to. */
export async function loadResourcesFor(
  languages: readonly Language[],
): Promise<Partial<Record<Language, LanguageResources>>> {
  const loaded = await Promise.all(
    languages.map(async (language) => [language, (await LOADERS[language]()).default] as const),
  );
  return Object.fromEntries(loaded);
}
