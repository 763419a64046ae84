import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { BUSINESS_REGISTRATION_HANDLERS } from './business-registration-handlers';

/** Business accounts: registration with the company check and the document (b2bLogin is with sign-in). */
export const businessAccountsPlugin = featurePlugin(
  'business-accounts',
  async (api, { rateLimits }: FeatureOptions) => {
    registerEndpoints(api, BUSINESS_REGISTRATION_HANDLERS, rateLimits);
  },
);
