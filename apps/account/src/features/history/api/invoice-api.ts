import { shopApi, type ApiResult, type DownloadOptions } from '@shop/api-client';
import { downloadInvoice, type DownloadedFile } from '@shop/contracts';

/** The invoice PDF of one of the member's paid orders, with the bytes received as they come. */
export function fetchInvoice(
  custId: string,
  orderNo: string,
  onProgress: DownloadOptions['onProgress'],
): Promise<ApiResult<DownloadedFile>> {
  return shopApi().download(downloadInvoice, { custId, orderNo }, { onProgress });
}
