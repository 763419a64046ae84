import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { ORDER_HANDLERS } from './order-handlers';

/** Orders: creation, confirmation with coupons and wallet, cancel, quotation, resend, unlock, receipts. */
export const ordersPlugin = featurePlugin('orders', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, ORDER_HANDLERS, rateLimits);
});
