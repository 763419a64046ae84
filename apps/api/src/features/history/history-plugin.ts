import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { HISTORY_HANDLERS } from './history-handlers';

/** The member's history: orders, wallet movements, cards transferred and received (getMemberHistory). */
export const historyPlugin = featurePlugin('history', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, HISTORY_HANDLERS, rateLimits);
});
