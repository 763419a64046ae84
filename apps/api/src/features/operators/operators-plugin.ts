import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { OPERATOR_HANDLERS } from './operator-handlers';

/** Operators (issue 21): sign-in with TOTP, operator accounts, the audit log, unit and catalogue versions. */
export const operatorsPlugin = featurePlugin('operators', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, OPERATOR_HANDLERS, rateLimits);
});
