import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { AUTH_HANDLERS } from './auth-handlers';
import { registerInitRoute } from './init-route';

/** Authentication: the initial-token negotiation (plain JSON), sign-in, sign-out, token checks, signing. */
export const authPlugin = featurePlugin('auth', async (api, { rateLimits }: FeatureOptions) => {
  registerInitRoute(api, api.services, rateLimits);
  registerEndpoints(api, AUTH_HANDLERS, rateLimits);
});
