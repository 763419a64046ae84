import {
  createApiClient,
  providePageAnswers,
  setShopApi,
  webStorageInitTokenStore,
  type ApiClient,
} from '@shop/api-client';
import { DEFAULT_BU_ID, DEFAULT_LANGUAGE, type BusinessUnit, type Language } from '@shop/contracts';
import { brandStore } from '@shop/brand';
import { sessionStore, withoutAutoLoginToken } from '@shop/session';
import {
  detectLanguage,
  i18n,
  initI18n,
  isLanguage,
  loadNamespace,
  mirrorSavedLanguage,
  prepareAmountFormat,
  type AreaNamespace,
} from '@shop/i18n';
import { followLanguageInCart } from './cart-names-follow-language';
import { connectCart } from './connect-cart';
import { connectSessionToApi } from './connect-session';
import { readInlineStartupData } from './inline-startup-data';
import { API_BASE_URL, loadBusinessUnit, loadBusinessUnitDirectory } from './load-business-unit';
import { likelyBusinessUnit, resolveBusinessUnit } from './resolve-business-unit';

export interface ShopContext {
  unit: BusinessUnit;
  basePath: string;
  /** An autoLogin token from the URL, to exchange for a session through the platform API. */
  autoLoginToken: string | null;
  /** The page's platform API client: the unit, the page's language and the signed-in user's token. */
  api: ApiClient;
  /**
   * True when the server rendered this page in the language the page starts in: the first render hydrates it
   * (with the answers it was rendered with). False when there is none, or it speaks another language (the
   * visitor's saved choice, which the server cannot read): the page then renders afresh.
   */
  hydrate: boolean;
}

/** Where the page keeps the negotiated initial token for its hour (spec: stored with its expiry). */
const INIT_TOKEN_STORAGE_KEY = 'shop:initToken';

function initTokenStore() {
  try {
    return webStorageInitTokenStore(window.localStorage, INIT_TOKEN_STORAGE_KEY);
  } catch {
    return undefined; // storage switched off: the client keeps the token in memory
  }
}

/**
 * What every app does before its first render, in order: find the unit from the URL, take its
 * parameters from the page (delivered with it) or the platform API (validated by the contracts),
 * start the unit's session and languages, and connect the session (heartbeat, server logout) and the
 * cart (storage, server cart) to the API. The shell runs it; a remote served alone by its team runs the same.
 */
export async function startShopContext(pathname: string): Promise<ShopContext> {
  let buId = DEFAULT_BU_ID;
  // Until the unit and its languages are known the calls speak for the default unit, in its language.
  const language = (): Language =>
    isLanguage(i18n.language) ? i18n.language : (brandStore.getState().unit?.defaultLanguage ?? DEFAULT_LANGUAGE);
  const api = createApiClient({
    baseUrl: API_BASE_URL,
    buId: () => buId,
    language,
    accessToken: () => sessionStore.getState().user?.accessToken,
    unitVersions: () => brandStore.getState().unit?.apiVersions,
    initTokenStore: initTokenStore(),
  });
  setShopApi(api);
  // The composed shop server delivers the unit list and the unit with the page: no call before the
  // languages and the remote load. Without it the likely unit's parameters load alongside the unit list.
  const inline = readInlineStartupData();
  const likely = likelyBusinessUnit(pathname);
  const [directory, likelyUnit] = inline
    ? [inline.units, inline.unit]
    : await Promise.all([loadBusinessUnitDirectory(api), loadBusinessUnit(likely, api).catch(() => null)]);
  const resolved = resolveBusinessUnit(pathname, directory);
  buId = resolved.buId;
  const unit = likelyUnit?.buId === buId ? likelyUnit : await loadBusinessUnit(buId, api);
  brandStore.getState().setUnit(unit, resolved.basePath);
  connectSessionToApi(api);
  connectCart(api, unit);
  const { autoLoginToken } = sessionStore.getState().start(unit.buId);
  // A session token must not stay in the address bar, the history or a shared link (decision 0004).
  if (autoLoginToken)
    window.history.replaceState(window.history.state, '', withoutAutoLoginToken(window.location.href));
  const pageLanguage = detectLanguage(unit);
  mirrorSavedLanguage(unit.buId);
  await initI18n({ languages: unit.languages, language: pageLanguage });
  followLanguageInCart(api);
  // The first screen's prices (the catalogue's cards) need the unit's number format: made in a task of its own
  // while the page's code downloads, not inside the first render. In the shell's page a worker has loaded the
  // browser's locale data by then (decision 0076); without one, this task pays for it.
  setTimeout(() =>
    prepareAmountFormat({ currency: unit.currency, decimalDigits: unit.decimalDigits, language: pageLanguage }),
  );
  const rendered = inline?.rendered?.language === pageLanguage && inline.unit.buId === unit.buId;
  // The rendered page shows these areas' texts: hydrated once they are here, or else rendered afresh.
  const hydrate = rendered && (await areasLoaded(inline.rendered?.areas ?? []));
  if (hydrate && inline.rendered) providePageAnswers(inline.rendered.answers);
  return { unit, basePath: resolved.basePath, autoLoginToken, api, hydrate };
}

function areasLoaded(areas: readonly AreaNamespace[]): Promise<boolean> {
  return Promise.all(areas.map((area) => loadNamespace(area))).then(
    () => true,
    () => false,
  );
}
