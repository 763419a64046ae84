import type { BusinessUnit } from '@shop/contracts';
import { brandStore } from '@shop/brand';
import { sessionStore } from '@shop/session';
import { detectLanguage, initI18n } from '@shop/i18n';
import { browserFetchJson, loadBusinessUnit, loadBusinessUnitDirectory, type FetchJson } from './load-business-unit';
import { resolveBusinessUnit } from './resolve-business-unit';

export interface ShopContext {
  unit: BusinessUnit;
  basePath: string;
  /** An autoLogin token from the URL, to exchange for a session through the platform API. */
  autoLoginToken: string | null;
}

/**
 * What every app does before its first render, in order: find the unit from the URL, load and
 * validate its parameters, start the unit's session and the unit's languages. The shell runs it;
 * a remote served alone by its team runs the same so it behaves as it will inside the shell.
 */
export async function startShopContext(pathname: string, fetchJson: FetchJson = browserFetchJson): Promise<ShopContext> {
  const directory = await loadBusinessUnitDirectory(fetchJson);
  const { buId, basePath } = resolveBusinessUnit(pathname, directory);
  const unit = await loadBusinessUnit(buId, fetchJson);
  brandStore.getState().setUnit(unit, basePath);
  const { autoLoginToken } = sessionStore.getState().start(unit.buId);
  await initI18n({ languages: unit.languages, language: detectLanguage(unit) });
  return { unit, basePath, autoLoginToken };
}
