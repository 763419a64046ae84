import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { CART_HANDLERS } from './cart-handlers';

/** The member's saved server cart. */
export const cartPlugin = featurePlugin('cart', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, CART_HANDLERS, rateLimits);
});
