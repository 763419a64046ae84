import { shopApi, type ApiResult } from '@shop/api-client';
import { downloadBrochure, type BusinessBrochure, type DownloadedFile } from '@shop/contracts';

/** A brochure PDF of the unit in the page's language (the API makes it). */
export function fetchBrochure(brochure: BusinessBrochure): Promise<ApiResult<DownloadedFile>> {
  return shopApi().download(downloadBrochure, { brochure });
}
