import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { ORDER_RESULT_HANDLERS } from './order-result-handler';

/** The order result page's read of an order (decision 0015). */
export const orderResultPlugin = featurePlugin('orderResult', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, ORDER_RESULT_HANDLERS, rateLimits);
});
