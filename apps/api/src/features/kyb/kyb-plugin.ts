import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { KYB_ACCOUNT_HANDLERS } from './kyb-account-handlers';
import { KYB_DOSSIER_HANDLERS } from './kyb-dossier-handlers';

export const KYB_HANDLERS = [...KYB_ACCOUNT_HANDLERS, ...KYB_DOSSIER_HANDLERS];

/** Company verification (KYB): its own accounts and sessions, the dossier's tabs and its filing. */
export const kybPlugin = featurePlugin('kyb', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, KYB_HANDLERS, rateLimits);
});
