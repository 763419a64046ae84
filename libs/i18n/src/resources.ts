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

type ShellAreas = { default: { auth: ResourceTree; info: ResourceTree } };

/** The shell's areas (sign-in, information pages): one chunk per language holding both. */
const SHELL_AREAS: Readonly<Record<Language, () => Promise<ShellAreas>>> = {
  en: () => import('./resources/en/shell-areas'),
  fr: () => import('./resources/fr/shell-areas'),
  es: () => import('./resources/es/shell-areas'),
  ar: () => import('./resources/ar/shell-areas'),
  it: () => import('./resources/it/shell-areas'),
  zc: () => import('./resources/zc/shell-areas'),
  pt: () => import('./resources/pt/shell-areas'),
  nl: () => import('./resources/nl/shell-areas'),
};

/** The sign-in or information pages' texts of one language, from that language's shell-areas chunk. */
function shellArea(language: Language, area: 'auth' | 'info'): AreaLoader {
  return async () => ({ default: (await SHELL_AREAS[language]()).default[area] });
}

/** The card page's texts of one language, from the one chunk that holds every language (card-link-texts.ts). */
function cardLinkTexts(language: Language): AreaLoader {
  return async () => ({ default: (await import('./resources/card-link-texts')).CARD_LINK_TEXTS[language] });
}

// Downloaded when the area opens: the account area one chunk per language, the shell's areas one per
// language for both, the card page one for all. Unnamed: names would travel in every chunk map.
const AREA_LOADERS: Readonly<Record<AreaNamespace, Readonly<Record<Language, AreaLoader>>>> = {
  validation: {
    en: () => import('./resources/en/validation.json'),
    fr: () => import('./resources/fr/validation.json'),
    es: () => import('./resources/es/validation.json'),
    ar: () => import('./resources/ar/validation.json'),
    it: () => import('./resources/it/validation.json'),
    zc: () => import('./resources/zc/validation.json'),
    pt: () => import('./resources/pt/validation.json'),
    nl: () => import('./resources/nl/validation.json'),
  },
  auth: {
    en: shellArea('en', 'auth'),
    fr: shellArea('fr', 'auth'),
    es: shellArea('es', 'auth'),
    ar: shellArea('ar', 'auth'),
    it: shellArea('it', 'auth'),
    zc: shellArea('zc', 'auth'),
    pt: shellArea('pt', 'auth'),
    nl: shellArea('nl', 'auth'),
  },
  account: {
    en: () => import('./resources/en/account.json'),
    fr: () => import('./resources/fr/account.json'),
    es: () => import('./resources/es/account.json'),
    ar: () => import('./resources/ar/account.json'),
    it: () => import('./resources/it/account.json'),
    zc: () => import('./resources/zc/account.json'),
    pt: () => import('./resources/pt/account.json'),
    nl: () => import('./resources/nl/account.json'),
  },
  info: {
    en: shellArea('en', 'info'),
    fr: shellArea('fr', 'info'),
    es: shellArea('es', 'info'),
    ar: shellArea('ar', 'info'),
    it: shellArea('it', 'info'),
    zc: shellArea('zc', 'info'),
    pt: shellArea('pt', 'info'),
    nl: shellArea('nl', 'info'),
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
  buying: {
    en: () => import('./resources/en/buying.json'),
    fr: () => import('./resources/fr/buying.json'),
    es: () => import('./resources/es/buying.json'),
    ar: () => import('./resources/ar/buying.json'),
    it: () => import('./resources/it/buying.json'),
    zc: () => import('./resources/zc/buying.json'),
    pt: () => import('./resources/pt/buying.json'),
    nl: () => import('./resources/nl/buying.json'),
  },
  checkout: {
    en: () => import('./resources/en/checkout.json'),
    fr: () => import('./resources/fr/checkout.json'),
    es: () => import('./resources/es/checkout.json'),
    ar: () => import('./resources/ar/checkout.json'),
    it: () => import('./resources/it/checkout.json'),
    zc: () => import('./resources/zc/checkout.json'),
    pt: () => import('./resources/pt/checkout.json'),
    nl: () => import('./resources/nl/checkout.json'),
  },
  orderResult: {
    en: () => import('./resources/en/orderResult.json'),
    fr: () => import('./resources/fr/orderResult.json'),
    es: () => import('./resources/es/orderResult.json'),
    ar: () => import('./resources/ar/orderResult.json'),
    it: () => import('./resources/it/orderResult.json'),
    zc: () => import('./resources/zc/orderResult.json'),
    pt: () => import('./resources/pt/orderResult.json'),
    nl: () => import('./resources/nl/orderResult.json'),
  },
  business: {
    en: () => import('./resources/en/business.json'),
    fr: () => import('./resources/fr/business.json'),
    es: () => import('./resources/es/business.json'),
    ar: () => import('./resources/ar/business.json'),
    it: () => import('./resources/it/business.json'),
    zc: () => import('./resources/zc/business.json'),
    pt: () => import('./resources/pt/business.json'),
    nl: () => import('./resources/nl/business.json'),
  },
  salesman: {
    en: () => import('./resources/en/salesman.json'),
    fr: () => import('./resources/fr/salesman.json'),
    es: () => import('./resources/es/salesman.json'),
    ar: () => import('./resources/ar/salesman.json'),
    it: () => import('./resources/it/salesman.json'),
    zc: () => import('./resources/zc/salesman.json'),
    pt: () => import('./resources/pt/salesman.json'),
    nl: () => import('./resources/nl/salesman.json'),
  },
  operator: {
    en: () => import('./resources/en/operator.json'),
    fr: () => import('./resources/fr/operator.json'),
    es: () => import('./resources/es/operator.json'),
    ar: () => import('./resources/ar/operator.json'),
    it: () => import('./resources/it/operator.json'),
    zc: () => import('./resources/zc/operator.json'),
    pt: () => import('./resources/pt/operator.json'),
    nl: () => import('./resources/nl/operator.json'),
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
