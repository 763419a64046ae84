import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { applyDocumentDirection } from './document-direction';
import { NAMESPACES, loadAreaResources, loadResourcesFor, type AreaNamespace, type Namespace } from './resources';

/** The one i18next instance of the page; a federation singleton shared by shell and remotes. */
export const i18n: I18n = i18next.createInstance();

export interface I18nOptions {
  /** The unit's languages: the only ones offered (each loaded when first shown). */
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
  // Only the page's language loads at start; another of the unit's loads when it is switched to.
  const resources = await loadResourcesFor([language]);
  await i18n.init({ ...INSTANCE_OPTIONS, resources, lng: language, supportedLngs: [...languages] });
  applyDocumentDirection(language, directionRoot);
  return i18n;
}

const INSTANCE_OPTIONS = {
  // Every key exists in every language (checked by a test), so nothing falls back.
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

let serverStart: Promise<unknown> | null = null;

/**
 * On the shop server (issue 23): the instance speaks every language, each loaded on first use with the areas
 * opened so far, and switches to the page's language before each render (one render at a time per process).
 */
export async function switchServerLanguage(language: Language): Promise<void> {
  await loadServerLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * On the shop server: one namespace's texts in a language, without switching the language of the render that
 * may be under way (a page the browser renders gets its template's texts in its own language).
 */
export async function serverTextsIn(language: Language, namespace: Namespace): Promise<TFunction> {
  await loadServerLanguage(language);
  return i18n.getFixedT(language, namespace);
}

async function loadServerLanguage(language: Language): Promise<void> {
  serverStart ??= i18n.init({ ...INSTANCE_OPTIONS, resources: {}, lng: language, supportedLngs: [...LANGUAGES] });
  await serverStart;
  await ensureLoaded(language);
}

/** The languages of the unit, as given to initI18n (empty before it). */
export function offeredLanguages(): readonly Language[] {
  return offered;
}

/** The areas the page being rendered on the server has shown (useNamespace), for the browser to load first. */
const serverRenderAreas = new Set<AreaNamespace>();

/** On the shop server: notes an area the page being rendered shows (its texts are loaded before it renders). */
export function noteServerRenderArea(namespace: AreaNamespace): void {
  for (const each of withFieldMessages(namespace)) serverRenderAreas.add(each);
}

/**
 * On the shop server: the areas the page just rendered showed, forgotten for the next render. The browser
 * loads them before it hydrates the page, so its first render shows the same texts, not a loading state.
 */
export function takeServerRenderAreas(): AreaNamespace[] {
  const areas = [...serverRenderAreas];
  serverRenderAreas.clear();
  return areas;
}

/** Downloads a language's texts ahead of a likely switch (the switcher calls it on focus or hover). */
export async function preloadLanguage(language: Language): Promise<void> {
  assertOffered(language, offered);
  await ensureLoaded(language);
}

/** Switches every text on the page and the document direction; only the unit's languages. */
export async function changeLanguage(language: Language): Promise<void> {
  assertOffered(language, offered);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyDocumentDirection(language, directionRoot);
}

const loading = new Map<string, Promise<void>>();
/** The area namespaces opened so far: a language switched to gets them too before it shows. */
const areasInUse = new Set<AreaNamespace>();

/**
 * Downloads an area's texts (e.g. 'account') in the current language, once, before the area renders;
 * from then on every language switched to loads them too.
 */
export async function loadNamespace(namespace: AreaNamespace): Promise<void> {
  const namespaces = withFieldMessages(namespace);
  for (const each of namespaces) areasInUse.add(each);
  await Promise.all(namespaces.map((each) => ensureArea(i18n.language as Language, each)));
}

/** Whether an area's texts are there in the current language (loadNamespace has finished). */
export function hasNamespace(namespace: AreaNamespace): boolean {
  return withFieldMessages(namespace).every((each) => i18n.hasResourceBundle(i18n.language, each));
}

/** An area and the field messages its forms show (not part of the start page's texts). */
function withFieldMessages(namespace: AreaNamespace): AreaNamespace[] {
  return namespace === 'validation' ? [namespace] : [namespace, 'validation'];
}

/** Shares a download under way by key; a failed one is tried again on the next call. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load().finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function ensureArea(language: Language, namespace: AreaNamespace): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  return once(`${language}:${namespace}`, async () => {
    i18n.addResourceBundle(language, namespace, await loadAreaResources(namespace, language), true, true);
  });
}

/** Loads a language's start texts and the open areas' texts into the instance, each once. */
async function ensureLoaded(language: Language): Promise<void> {
  const start = i18n.hasResourceBundle(language, 'common')
    ? Promise.resolve()
    : once(language, async () => {
        const texts = (await loadResourcesFor([language]))[language] ?? {};
        for (const [namespace, tree] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, tree);
      });
  await Promise.all([start, ...[...areasInUse].map((namespace) => ensureArea(language, namespace))]);
}

function assertOffered(language: Language, languages: readonly Language[]): void {
  if (!languages.includes(language)) {
    throw new Error(`Language "${language}" is not one of this unit's languages (${languages.join(', ')})`);
  }
}
