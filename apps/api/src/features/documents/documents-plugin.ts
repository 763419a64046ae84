import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { DOCUMENTS_HANDLERS } from './documents-handlers';

/** A paid order's documents as files: the invoice PDF and the cards in their delivery type's format. */
export const documentsPlugin = featurePlugin('documents', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, DOCUMENTS_HANDLERS, rateLimits);
});
