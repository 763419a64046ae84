import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { REGISTRATION_HANDLERS } from './registration-handlers';

/** Registration and account recovery: sign-up, its confirmation, one-time codes, password reset, member validation. */
export const registrationPlugin = featurePlugin('registration', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, REGISTRATION_HANDLERS, rateLimits);
});
