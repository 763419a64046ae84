import * as v from 'valibot';

/**
 * The answer of a call that downloads a file (Endpoint.download): its bytes go on the wire as they are,
 * with Content-Type and an attachment Content-Disposition; a failure answers the usual JSON error.
 */
export const FileAnswerSchema = v.object({
  /** Saved under this name: letters, digits, '.', '-' and '_' (the server enforces it). */
  filename: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,100}$/, 'Invalid file name')),
  contentType: v.pipe(v.string(), v.nonEmpty()),
  content: v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected the file bytes'),
});
export type FileAnswer = v.InferOutput<typeof FileAnswerSchema>;

/** What a browser gets of a downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

export const PDF_CONTENT_TYPE = 'application/pdf';
export const ZIP_CONTENT_TYPE = 'application/zip';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name out of a Content-Disposition header (the plain `filename=` form the API sends). */
export function attachmentFilename(disposition: string | null | undefined): string | null {
  const match = /filename="?([A-Za-z0-9._-]+)"?/.exec(disposition ?? '');
  return match ? match[1] : null;
}
