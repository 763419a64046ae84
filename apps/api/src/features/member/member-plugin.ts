import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { MEMBER_HANDLERS } from './member-handlers';

/** The signed-in member: profile, address book, inbox, offered products and discounts. */
export const memberPlugin = featurePlugin('member', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, MEMBER_HANDLERS, rateLimits);
});
