import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { BROCHURES_HANDLERS } from './brochures-handlers';

/** The business information page's PDF brochures, made on request with the unit's brand and contacts. */
export const brochuresPlugin = featurePlugin('brochures', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, BROCHURES_HANDLERS, rateLimits);
});
