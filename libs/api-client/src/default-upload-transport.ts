import type { UploadTransport } from './upload-transport';

/**
 * The default upload transport: XMLHttpRequest where the page has one (browsers), else none (fetch). Its
 * code loads with the first upload that reports progress: the pages that never upload do not carry it.
 */
export function defaultUploadTransport(): UploadTransport | undefined {
  if (typeof XMLHttpRequest === 'undefined') return undefined;
  return async (url, request, onProgress) => {
    const { xhrUploadTransport } = await import('./upload-transport');
    return xhrUploadTransport()(url, request, onProgress);
  };
}
