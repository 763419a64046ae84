import type { Language } from '@shop/contracts';
import type { AreaNamespace, ResourceTree, StartResources } from './resource-types';

export {
  NAMESPACES,
  AREA_NAMESPACES,
  type AreaNamespace,
  type Namespace,
  type ResourceTree,
  type LanguageResources,
  type StartResources,
} from './resource-types';

type Loader = () => Promise<{ default: StartResources }>;
type AreaLoader = () => Promise<{ default: ResourceTree }>;

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

/** The card page's texts of one language, from the one chunk that holds every language (card-link-texts.ts). */
function cardLinkTexts(language: Language): AreaLoader {
  return async () => ({ default: (await import('./resources/card-link-texts')).CARD_LINK_TEXTS[language] });
}

// Downloaded when the area opens: the account area one chunk per language, the card page one for all.
const AREA_LOADERS: Readonly<Record<AreaNamespace, Readonly<Record<Language, AreaLoader>>>> = {
  account: {
    en: () => import(/* webpackChunkName: "i18n-account-en" */ './resources/en/account.json'),
    fr: () => import(/* webpackChunkName: "i18n-account-fr" */ './resources/fr/account.json'),
    es: () => import(/* webpackChunkName: "i18n-account-es" */ './resources/es/account.json'),
    ar: () => import(/* webpackChunkName: "i18n-account-ar" */ './resources/ar/account.json'),
    it: () => import(/* webpackChunkName: "i18n-account-it" */ './resources/it/account.json'),
    zc: () => import(/* webpackChunkName: "i18n-account-zc" */ './resources/zc/account.json'),
    pt: () => import(/* webpackChunkName: "i18n-account-pt" */ './resources/pt/account.json'),
    nl: () => import(/* webpackChunkName: "i18n-account-nl" */ './resources/nl/account.json'),
  },
  cardLink: {
    en: cardLinkTexts('en'),
    fr: cardLinkTexts('fr'),
    es: cardLinkTexts('es'),
    ar: cardLinkTexts('ar'),
    it: cardLinkTexts('it'),
    zc: cardLinkTexts('zc'),
    pt: cardLinkTexts('pt'),
    nl: cardLinkTexts('nl'),
  },
};

/** One area namespace's texts in one language. */
export async function loadAreaResources(namespace: AreaNamespace, language: Language): Promise<ResourceTree> {
  return (await AREA_LOADERS[namespace][language]()).default;
}

/** The start texts of the unit's languages, and of no other, so nothing else can be switched to. */
export async function loadResourcesFor(
  languages: readonly Language[],
): Promise<Partial<Record<Language, StartResources>>> {
  const loaded = await Promise.all(
    languages.map(async (language) => [language, (await LOADERS[language]()).default] as const),
  );
  return Object.fromEntries(loaded);
}
