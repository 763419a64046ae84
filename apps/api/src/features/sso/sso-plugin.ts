import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { SSO_HANDLERS } from './sso-handlers';

/** Social sign-in (OpenID Connect with PKCE) and single sign-on by a unit's portal (issue 22). */
export const ssoPlugin = featurePlugin('sso', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, SSO_HANDLERS, rateLimits);
});
