import type { BusinessUnit, BusinessUnitDirectory } from '@shop/contracts';
import type { ApiClient, ApiResult } from '@shop/api-client';

/** The platform API on the shop's own origin (the composed server mounts it there). */
export const API_BASE_URL = '/api';

export class BusinessUnitLoadError extends Error {}

// The page usually comes with its unit (readInlineStartupData): the calls' contracts load only when it did not.
const endpoints = () => import('./unit-endpoints');

function dataOf<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  const status = result.status ?? 'no answer';
  throw new BusinessUnitLoadError(`${what} could not be loaded (${status}): ${result.error.message}`);
}

/** The units the shop serves, to recognise a /{buId} path prefix. */
export async function loadBusinessUnitDirectory(api: Pick<ApiClient, 'call'>): Promise<BusinessUnitDirectory> {
  const { getBuList } = await endpoints();
  return dataOf(await api.call(getBuList, {}), 'The list of business units').units;
}

/** A unit's parameters, feature switches, theme and languages, as the operator set them. */
export async function loadBusinessUnit(buId: string, api: Pick<ApiClient, 'call'>): Promise<BusinessUnit> {
  const { getBuParameter } = await endpoints();
  return dataOf(await api.call(getBuParameter, { buId }), `Business unit ${buId}`);
}
