import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { SALESMAN_HANDLERS } from './salesman-handlers';

/** Salesmen: their sign-in, customers, orders for them and commission statements (issue 20). */
export const salesmenPlugin = featurePlugin('salesmen', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, SALESMAN_HANDLERS, rateLimits);
});
