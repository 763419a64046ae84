import { shopApi, type ApiResult } from '@shop/api-client';
import { uploadResource, type ResponseOf } from '@shop/contracts';

export type StoredImage = ResponseOf<typeof uploadResource>;

/** Splits 'data:image/png;base64,AAAA' into its prefix and base64 content (spec: the prefix is taken off). */
export function splitDataUrl(dataUrl: string): { prefix: string; content: string } {
  const comma = dataUrl.indexOf(',');
  return { prefix: dataUrl.slice(0, comma + 1), content: dataUrl.slice(comma + 1) };
}

/** Stores the buyer's own image for a card (fileFormat jpeg or png) and answers its id and url. */
export function uploadPersonalImage(fileName: string, dataUrl: string): Promise<ApiResult<StoredImage>> {
  const { prefix, content } = splitDataUrl(dataUrl);
  const fileFormat = prefix.includes('image/png') ? 'png' : 'jpeg';
  return shopApi().call(uploadResource, {
    fileFormat,
    resourceContent: content,
    prefix,
    purpose: 'personalImage',
    fileName,
  });
}
