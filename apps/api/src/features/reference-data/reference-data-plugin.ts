import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { REFERENCE_DATA_HANDLERS } from './reference-data-handlers';

/**
 * Reference data: countries and area codes, the units and their parameters, stores, reference code
 * lists, the company register and the zip code, city and street lookups.
 */
export const referenceDataPlugin = featurePlugin('reference-data', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, REFERENCE_DATA_HANDLERS, rateLimits);
});
