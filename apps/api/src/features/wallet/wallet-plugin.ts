import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { WALLET_HANDLERS } from './wallet-handlers';

/** The member's wallet: its balance and the top-ups that fill it through a hosted payment. */
export const walletPlugin = featurePlugin('wallet', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, WALLET_HANDLERS, rateLimits);
});
