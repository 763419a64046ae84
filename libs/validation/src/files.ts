import type { MessageRef } from './message-ref';
import {
  DOCUMENT_MAX_BYTES,
  KYB_DOCUMENT_LIMIT_BYTES,
  LARGE_ORDER_FILE_MAX_BYTES,
  PERSONAL_IMAGE_MAX_BYTES,
} from './limits';

/** Upload error codes returned to the client (spec 2 section 5). */
export const UPLOAD_ERROR_CODES = {
  wrongFormat: 63004,
  fileTooBig: 1,
  unsupportedType: 2,
} as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];

export type FileExtension = 'jpg' | 'jpeg' | 'png' | 'pdf' | 'xls' | 'xlsx' | 'csv';

export interface FileRule {
  extensions: readonly FileExtension[];
  /** Size limit in bytes; absent when the spec sets none. */
  limitBytes?: number;
  /** True when a file of exactly `limitBytes` is still accepted ("max 2 MB" vs "under 4.5 MB"). */
  limitInclusive?: boolean;
}

/** Image upload: JPG, JPEG, PNG only. */
export const IMAGE_UPLOAD: FileRule = { extensions: ['jpg', 'jpeg', 'png'] };
/** A card's personal image (order line personalImageUrl): an image upload of at most 2 MB. */
export const PERSONAL_IMAGE_UPLOAD: FileRule = {
  ...IMAGE_UPLOAD,
  limitBytes: PERSONAL_IMAGE_MAX_BYTES,
  limitInclusive: true,
};
/** Business documents: jpg, jpeg, png or pdf, max 2 MB. */
export const BUSINESS_DOCUMENT_UPLOAD: FileRule = {
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  limitBytes: DOCUMENT_MAX_BYTES,
  limitInclusive: true,
};
/** KYB upload: a PDF under 4.5 MB. */
export const KYB_DOCUMENT_UPLOAD: FileRule = {
  extensions: ['pdf'],
  limitBytes: KYB_DOCUMENT_LIMIT_BYTES,
  limitInclusive: false,
};
/** Large-order file: .xls, .xlsx or .csv. */
export const LARGE_ORDER_FILE_UPLOAD: FileRule = {
  extensions: ['xls', 'xlsx', 'csv'],
  limitBytes: LARGE_ORDER_FILE_MAX_BYTES,
  limitInclusive: true,
};

/** What the browser's File and a server upload both have. */
export interface FileFacts {
  name: string;
  size: number;
}

export type FileProblem = MessageRef & { code: UploadErrorCode };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 'JPG, JPEG, PNG': the accepted types as the user reads them in 'Format should be …'. */
export function acceptedTypesLabel(rule: FileRule): string {
  return rule.extensions.map((extension) => extension.toUpperCase()).join(', ');
}

/** Type (code 2, 'Format should be …') then size (code 1, 'File size is too big'). */
export function fileProblem(file: FileFacts, rule: FileRule): FileProblem | undefined {
  if (!(rule.extensions as readonly string[]).includes(fileExtension(file.name))) {
    return { code: UPLOAD_ERROR_CODES.unsupportedType, key: 'format', params: { format: acceptedTypesLabel(rule) } };
  }
  if (rule.limitBytes !== undefined) {
    const tooBig = rule.limitInclusive ? file.size > rule.limitBytes : file.size >= rule.limitBytes;
    if (tooBig) return { code: UPLOAD_ERROR_CODES.fileTooBig, key: 'fileTooBig' };
  }
  return undefined;
}

const SIGNATURES: Record<Exclude<FileExtension, 'csv'>, readonly number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  xlsx: [0x50, 0x4b, 0x03, 0x04], // zip
};

/** Text has no control bytes other than tab, line feed and carriage return. */
const isTextByte = (byte: number) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** Whether the bytes are what the file name claims: a renamed file is caught on the server. */
export function contentMatchesExtension(bytes: Uint8Array, name: string): boolean {
  const extension = fileExtension(name);
  if (extension === 'csv') return bytes.length > 0 && bytes.subarray(0, 1024).every(isTextByte);
  const signature = SIGNATURES[extension as keyof typeof SIGNATURES];
  return signature !== undefined && signature.every((byte, index) => bytes[index] === byte);
}

/** Server-side check of an upload: name and size first, then the content (code 63004). */
export function uploadProblem(file: FileFacts & { bytes: Uint8Array }, rule: FileRule): FileProblem | undefined {
  const problem = fileProblem(file, rule);
  if (problem) return problem;
  return contentMatchesExtension(file.bytes, file.name)
    ? undefined
    : { code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' };
}
