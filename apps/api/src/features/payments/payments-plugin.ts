import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { PAYMENTS_HANDLERS } from './payments-handlers';

/** Hosted payments: init token, payment means, init, createPayment, the returns and their confirmation. */
export const paymentsPlugin = featurePlugin('payments', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, PAYMENTS_HANDLERS, rateLimits);
});
