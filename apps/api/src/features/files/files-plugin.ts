import { uploadResource, versionedPath } from '@shop/contracts';
import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { FILE_HANDLERS } from './file-handlers';
import { acceptMultipartUploads } from './multipart-upload';

/**
 * The JSON body of /resource/upload: the largest upload in base64 (RESOURCE_CONTENT_MAX_CHARS), sealed
 * in the envelope (base64 again) with room for the rest; every other call keeps the server's 1 MiB.
 */
export const RESOURCE_UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** Uploads: images and documents, the large-order file (multipart), the member's previous files. */
export const filesPlugin = featurePlugin('files', async (api, { rateLimits }: FeatureOptions) => {
  const resourcePaths = uploadResource.versions.map((version) => versionedPath(uploadResource, version));
  api.addHook('onRoute', (route) => {
    if (resourcePaths.some((path) => route.url.endsWith(path))) route.bodyLimit = RESOURCE_UPLOAD_BODY_LIMIT;
  });
  await acceptMultipartUploads(api);
  registerEndpoints(api, FILE_HANDLERS, rateLimits);
});
