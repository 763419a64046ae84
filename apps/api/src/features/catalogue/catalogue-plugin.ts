import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { CATALOGUE_HANDLERS } from './catalogue-handlers';

/** The catalogue: categories, products, templates, letter types, extras, and the integrity check. */
export const cataloguePlugin = featurePlugin('catalogue', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, CATALOGUE_HANDLERS, rateLimits);
});
