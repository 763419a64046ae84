import { createApiClient } from '@shop/api-client';
import { DEFAULT_BU_ID, DEFAULT_LANGUAGE, type BusinessUnit } from '@shop/contracts';
import { brandStore } from '@shop/brand';
import { sessionStore } from '@shop/session';
import { detectLanguage, initI18n } from '@shop/i18n';
import { API_BASE_URL, loadBusinessUnit, loadBusinessUnitDirectory } from './load-business-unit';
import { resolveBusinessUnit } from './resolve-business-unit';

export interface ShopContext {
  unit: BusinessUnit;
  basePath: string;
  /** An autoLogin token from the URL, to exchange for a session through the platform API. */
  autoLoginToken: string | null;
}

/**
 * What every app does before its first render, in order: find the unit from the URL, load its
 * parameters from the platform API (validated by the contracts), start the unit's session and the
 * unit's languages. The shell runs it; a remote served alone by its team runs the same.
 */
export async function startShopContext(pathname: string): Promise<ShopContext> {
  let buId = DEFAULT_BU_ID;
  // Before the unit is known the calls speak for the default unit, in the default language.
  const api = createApiClient({ baseUrl: API_BASE_URL, buId: () => buId, language: () => DEFAULT_LANGUAGE });
  const directory = await loadBusinessUnitDirectory(api);
  const resolved = resolveBusinessUnit(pathname, directory);
  buId = resolved.buId;
  const unit = await loadBusinessUnit(buId, api);
  brandStore.getState().setUnit(unit, resolved.basePath);
  const { autoLoginToken } = sessionStore.getState().start(unit.buId);
  await initI18n({ languages: unit.languages, language: detectLanguage(unit) });
  return { unit, basePath: resolved.basePath, autoLoginToken };
}
