import * as v from 'valibot';
import { BusinessUnitDirectorySchema, BusinessUnitSchema, type BusinessUnit, type BusinessUnitDirectory } from '@shop/contracts';

export type FetchJson = (url: string) => Promise<unknown>;

export const browserFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** Where the business-unit configuration is published, beside the shop's static files. */
export const BUSINESS_UNITS_PATH = '/config/business-units';

export class BusinessUnitConfigError extends Error {}

function parseOrExplain<T>(schema: v.GenericSchema<unknown, T>, data: unknown, what: string): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new BusinessUnitConfigError(`${what} is invalid: ${problems.join('; ')}`);
}

export async function loadBusinessUnitDirectory(fetchJson: FetchJson): Promise<BusinessUnitDirectory> {
  const data = await fetchJson(`${BUSINESS_UNITS_PATH}/index.json`);
  return parseOrExplain(BusinessUnitDirectorySchema, data, 'The business-unit directory');
}

export async function loadBusinessUnit(buId: string, fetchJson: FetchJson): Promise<BusinessUnit> {
  const data = await fetchJson(`${BUSINESS_UNITS_PATH}/${encodeURIComponent(buId)}.json`);
  return parseOrExplain(BusinessUnitSchema, data, `Business unit ${buId}`);
}
