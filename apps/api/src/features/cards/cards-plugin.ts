import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { CARD_HANDLERS } from './card-handlers';

/** Gift cards: query, apply, import, block, transfer, resend, their ledger, the member's cards. */
export const cardsPlugin = featurePlugin('cards', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, CARD_HANDLERS, rateLimits);
});
