import type { ApiErrorName, FieldIssue } from '@shop/contracts';
import {
  UPLOAD_ERROR_CODES,
  fileProblem,
  formatValidationMessage,
  type FileProblem,
  type FileRule,
  type UploadErrorCode,
} from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';
import { CONTENT_TYPES, declaredFormat, sniffFormat, type ContentFormat } from './file-content';

const ERROR_OF_CODE: Record<UploadErrorCode, ApiErrorName> = {
  [UPLOAD_ERROR_CODES.wrongFormat]: 'FILE_WRONG_FORMAT',
  [UPLOAD_ERROR_CODES.fileTooBig]: 'FILE_TOO_BIG',
  [UPLOAD_ERROR_CODES.unsupportedType]: 'FILE_TYPE_UNSUPPORTED',
};

/** The spec's upload error (63004, 1 or 2) naming the field with the shared rule's key and text. */
export function uploadFailure(problem: FileProblem, path: string): ApiFailure {
  const issue: FieldIssue = {
    path,
    message: formatValidationMessage(problem.key, problem.params),
    key: problem.key,
    ...(problem.params && { params: { ...problem.params } }),
  };
  return new ApiFailure(ERROR_OF_CODE[problem.code], [issue]);
}

export interface CheckedUpload {
  format: ContentFormat;
  contentType: string;
}

/**
 * The server's check of an upload, before anything is stored: the declared type must be one the rule
 * takes (2), the size within its limit (1), then the content must be that type (63004): a renamed
 * executable, or a png sent as a jpeg, is refused whatever its name says.
 */
export async function checkUpload(
  upload: { bytes: Uint8Array; extension: string },
  rule: FileRule,
  path: string,
): Promise<CheckedUpload> {
  const problem = fileProblem({ name: `upload.${upload.extension.toLowerCase()}`, size: upload.bytes.length }, rule);
  if (problem) throw uploadFailure(problem, path);
  const declared = declaredFormat(upload.extension);
  const sniffed = await sniffFormat(upload.bytes);
  if (!declared || sniffed !== declared) {
    throw uploadFailure({ code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' }, path);
  }
  return { format: sniffed, contentType: CONTENT_TYPES[sniffed] };
}
