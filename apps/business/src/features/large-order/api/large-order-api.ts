import { shopApi, type ApiResult } from '@shop/api-client';
import {
  downloadSampleFile,
  getMemberPreviousFile,
  uploadLargeOrderFile,
  type DownloadedFile,
  type ResponseOf,
} from '@shop/contracts';
import { sha256Hex } from './file-digest';

export type CheckedFile = ResponseOf<typeof uploadLargeOrderFile>;
export type PreviousFilesPage = ResponseOf<typeof getMemberPreviousFile>;
export type PreviousFile = PreviousFilesPage['files'][number];

/** The large-order template in the page's language, an .xlsx with one example row. */
export function fetchSampleFile(): Promise<ApiResult<DownloadedFile>> {
  return shopApi().download(downloadSampleFile, { fileType: 'largeOrder', extension: 'xlsx' });
}

/**
 * Sends a recipient file to be checked row by row (nothing is ordered): the sealed request names the
 * file by its SHA-256, the file travels as the multipart part, its upload reported as it goes.
 */
export async function checkRecipientFile(
  custId: string,
  file: File,
  bytes: Uint8Array<ArrayBuffer>,
  onProgress: (share: number) => void,
): Promise<ApiResult<CheckedFile>> {
  const fileSha256 = await sha256Hex(bytes);
  return shopApi().call(
    uploadLargeOrderFile,
    { custId, fileName: file.name, fileSha256 },
    {
      file: { name: file.name, content: file },
      onUploadProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
    },
  );
}

export function fetchPreviousFiles(custId: string, page: number): Promise<ApiResult<PreviousFilesPage>> {
  return shopApi().call(getMemberPreviousFile, { custId, page });
}
