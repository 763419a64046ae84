import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_FILE_PART } from '@shop/contracts';
import { LARGE_ORDER_FILE_MAX_BYTES, UPLOAD_ERROR_CODES } from '@shop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../../http/api-failure';
import type { UploadedFile } from '../services';
import { uploadFailure } from './upload-checks';

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The file a multipart call carried, for the handler's Call (undefined for a JSON call). */
export function uploadedFileOf(request: FastifyRequest): UploadedFile | undefined {
  return uploads.get(request);
}

/** The sealed request travels as this text field beside the file. */
const TOKEN_FIELD = 'token';
const TOKEN_MAX_BYTES = 64 * 1024;

/**
 * Multipart calls of this scope (the large-order file): @fastify/multipart with limits (one file of at
 * most the large-order size, the token field, nothing else), read before the envelope is opened. The
 * token becomes the body the envelope is read from; the file waits for the handler. A file over the
 * size is the spec's code 1 at once, before its bytes are kept.
 */
export async function acceptMultipartUploads(api: FastifyInstance): Promise<void> {
  await api.register(fastifyMultipart, {
    limits: {
      fileSize: LARGE_ORDER_FILE_MAX_BYTES,
      files: 1,
      fields: 1,
      fieldSize: TOKEN_MAX_BYTES,
      parts: 2,
      headerPairs: 100,
    },
  });
  api.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    let token: string | undefined;
    let file: UploadedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === UPLOAD_FILE_PART && !file) {
          file = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
        } else if (part.type === 'field' && part.fieldname === TOKEN_FIELD && typeof part.value === 'string') {
          token = part.value;
        } else if (part.type === 'file') {
          part.file.resume();
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw uploadFailure({ code: UPLOAD_ERROR_CODES.fileTooBig, key: 'fileTooBig' }, UPLOAD_FILE_PART);
      }
      // A truncated or malformed body, a part over the limits: the client's fault, never a 5xx.
      throw new ApiFailure('INVALID_REQUEST', [{ path: '', message: 'The multipart body could not be read.' }]);
    }
    request.body = token === undefined ? {} : { token };
    if (file) uploads.set(request, file);
  });
}
