import { shopApi, type ApiResult } from '@shop/api-client';
import { uploadResource, type ResponseOf } from '@shop/contracts';

export type StoredImage = ResponseOf<typeof uploadResource>;

/** Stores the order's image (jpg or png, without its data-URL prefix) and answers its url (orderImageUrl). */
export function uploadOrderImage(fileName: string, dataUrl: string): Promise<ApiResult<StoredImage>> {
  const comma = dataUrl.indexOf(',');
  const prefix = dataUrl.slice(0, comma + 1);
  return shopApi().call(uploadResource, {
    fileFormat: prefix.includes('image/png') ? 'png' : 'jpeg',
    resourceContent: dataUrl.slice(comma + 1),
    prefix,
    purpose: 'personalImage',
    fileName,
  });
}
