import * as v from 'valibot';
import {
  CORE_API_ERRORS,
  APP_VERSION,
  ApiErrorSchema,
  ENVELOPE_QUERY_PARAM,
  UPLOAD_FILE_PART,
  IDEMPOTENCY_KEY_HEADER,
  NETWORK_ERROR,
  initToken,
  pathParamNames,
  resolveVersion,
  toWireLanguage,
  versionedPath,
  attachmentFilename,
  type ApiError,
  type DownloadedFile,
  type Endpoint,
  type Language,
  type RequestEnvelope,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';
import {
  EnvelopeError,
  createRequestNonce,
  formatRequestToken,
  openJson,
  requestBinding,
  responseBinding,
  sealJson,
} from '@shop/envelope';
import { failure, type ApiResult } from './api-result';
import { ForceLogoutSignal, type ForceLogoutListener } from './force-logout';
import { InitTokenKeeper, memoryInitTokenStore, type InitTokenStore } from './init-token';
import { defaultUploadTransport } from './default-upload-transport';
import type { UploadProgress, UploadTransport } from './upload-transport';

export interface ApiClientOptions {
  /** Where the API answers, e.g. '/api' on the shop's origin or 'http://127.0.0.1:3333/api'. */
  baseUrl: string;
  /** The business unit of the page (sent in web info). */
  buId: () => string;
  language: () => Language;
  /** The signed-in user's access token, sent as the basic-auth username. */
  accessToken?: () => string | null | undefined;
  /** The unit's version overrides by endpoint name (business-unit parameter apiVersions). */
  unitVersions?: () => Readonly<Record<string, string>> | undefined;
  appVersion?: string;
  initTokenStore?: InitTokenStore;
  fetch?: typeof fetch;
  /**
   * How an upload with progress is sent (an XMLHttpRequest in a browser). A client given its own fetch
   * sends uploads through that fetch too unless given this as well.
   */
  upload?: UploadTransport;
  now?: () => number;
}

export interface CallOptions {
  /**
   * The client key of a call that moves money (Endpoint.idempotent). Keep it to repeat the same call
   * safely (after a lost answer); without one each call() draws a new key.
   */
  idempotencyKey?: string;
  /**
   * The file of an upload call (uploadLargeOrderFile): sent as multipart, the sealed request as the
   * `token` field and the file as the `file` part; the request names the file by its SHA-256.
   */
  file?: UploadFile;
  /** The upload's progress (bytes of the request sent, of its total): a large file's bar. */
  onUploadProgress?: UploadProgress;
}

/** A file the client sends with a call. */
export interface UploadFile {
  name: string;
  content: Blob | Uint8Array<ArrayBuffer>;
}

/** The multipart body of an upload call: the sealed request and the file. */
function multipartBody(token: string, file: UploadFile): FormData {
  const form = new FormData();
  form.append('token', token);
  form.append(UPLOAD_FILE_PART, file.content instanceof Blob ? file.content : new Blob([file.content]), file.name);
  return form;
}

export interface DownloadOptions {
  /** Bytes received so far and the total when the server told it (Content-Length), else null. */
  onProgress?: (received: number, total: number | null) => void;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: RequestOf<E>, options?: CallOptions): Promise<ApiResult<ResponseOf<E>>>;
  /** A download call's file (Endpoint.download) as a Blob, with progress; a refusal is the usual error. */
  download<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: DownloadOptions,
  ): Promise<ApiResult<DownloadedFile>>;
  /** Listens for 401 answers to authenticated calls; returns the unsubscribe function. */
  onForceLogout(listener: ForceLogoutListener): () => void;
}

interface WireAnswer {
  status: number;
  body: unknown;
  /** The file of a download call's successful answer. */
  file?: DownloadedFile;
}

/** Reads a file answer's body chunk by chunk, reporting progress. */
async function readFile(response: Response, onProgress: DownloadOptions['onProgress']): Promise<DownloadedFile> {
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? 'download';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received, total);
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    onProgress?.(whole.byteLength, total);
  }
  return { blob: new Blob(chunks as BlobPart[], { type: contentType }), filename, contentType };
}

const isJson = (response: Response) => /json/i.test(response.headers.get('Content-Type') ?? '');

const BodyWithTokenSchema = v.object({ token: v.string() });
const BodyWithErrorSchema = v.object({ error: ApiErrorSchema });

function genericError(message: string): ApiError {
  return { code: CORE_API_ERRORS.GENERIC.code, message };
}

/** A fresh client key: 128 random bits as hex. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function basicAuth(token: string): string {
  return `Basic ${btoa(`${token}:`)}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const forceLogout = new ForceLogoutSignal();
  const upload = options.upload ?? (options.fetch ? undefined : defaultUploadTransport());

  const keeper = new InitTokenKeeper(
    async (clientKey) => {
      const result = await plainCall(initToken, { clientKey });
      if (!result.ok) throw Object.assign(new Error(result.error.message), { result });
      return result.data;
    },
    options.initTokenStore ?? memoryInitTokenStore(),
    now,
  );

  function urlOf(endpoint: Endpoint, input: Record<string, unknown>, query?: Record<string, string>): string {
    const version = resolveVersion(endpoint, options.unitVersions?.());
    let path = versionedPath(endpoint, version);
    for (const name of pathParamNames(endpoint.path)) {
      const value = input[name];
      if (value === undefined || value === null || value === '') {
        throw new TypeError(`${endpoint.name}: path parameter ${name} is missing`);
      }
      path = path.replace(`:${name}`, encodeURIComponent(String(value)));
    }
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${baseUrl}${path}${search}`;
  }

  async function send(
    endpoint: Endpoint,
    url: string,
    body: unknown,
    idempotencyKey?: string,
    download?: DownloadOptions,
    onUploadProgress?: UploadProgress,
  ): Promise<WireAnswer | null> {
    const headers: Record<string, string> = { Accept: download ? '*/*' : 'application/json' };
    const multipart = body instanceof FormData;
    // A multipart body gets its Content-Type (with the boundary) from fetch.
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    const token = endpoint.auth === 'none' ? null : options.accessToken?.();
    if (token) headers.Authorization = basicAuth(token);
    let response: Response;
    try {
      response =
        multipart && onUploadProgress && upload
          ? await upload(url, { method: endpoint.method, headers, body }, onUploadProgress)
          : await doFetch(url, {
              method: endpoint.method,
              headers,
              body: body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
            });
    } catch {
      return null;
    }
    if (download && response.status === 200 && !isJson(response)) {
      try {
        return { status: 200, body: null, file: await readFile(response, download.onProgress) };
      } catch {
        return null;
      }
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  /** Reads the answer: a decrypted or plain body, an error object, a status, the response contract. */
  async function interpret<E extends Endpoint>(
    endpoint: E,
    answer: WireAnswer,
    key: CryptoKey | null,
  ): Promise<ApiResult<ResponseOf<E>>> {
    let body = answer.body;
    const sealed = key ? v.safeParse(BodyWithTokenSchema, body) : null;
    if (key && sealed?.success) {
      try {
        body = await openJson(key, sealed.output.token, responseBinding(endpoint.name));
      } catch (error) {
        if (error instanceof EnvelopeError)
          return failure(answer.status, genericError('The answer could not be decrypted.'));
        throw error;
      }
    }
    const errorBody = v.safeParse(BodyWithErrorSchema, body);
    if (errorBody.success) {
      const error = errorBody.output.error;
      if (answer.status === 401 && endpoint.auth !== 'none') {
        forceLogout.raise({ endpoint: endpoint.name, status: 401, code: error.code });
      }
      return failure(answer.status, error);
    }
    if (answer.status !== 200) return failure(answer.status, genericError(CORE_API_ERRORS.GENERIC.message));
    const data = v.safeParse(endpoint.response, body);
    if (!data.success) {
      const issue = data.issues[0];
      const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      return failure(200, genericError(`Unexpected answer from ${endpoint.name}: ${where} ${issue.message}`.trim()));
    }
    return { ok: true, status: 200, data: data.output as ResponseOf<E> };
  }

  async function plainCall<E extends Endpoint>(endpoint: E, input: RequestOf<E>): Promise<ApiResult<ResponseOf<E>>> {
    const fields = input as Record<string, unknown>;
    const query = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
    const answer = await send(endpoint, urlOf(endpoint, fields, query), undefined);
    if (!answer) return failure(null, NETWORK_ERROR);
    return interpret(endpoint, answer, null);
  }

  /**
   * Seals and sends one call. Every sealing draws a new nonce (the server accepts a sealed request
   * once), so a retry is always a new sealing; the client key of a call that moves money stays.
   */
  async function encryptedCall<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    mayRetry: boolean,
    idempotencyKey: string | undefined,
    download?: DownloadOptions,
    file?: UploadFile,
    onUploadProgress?: UploadProgress,
  ): Promise<ApiResult<ResponseOf<E>>> {
    let active;
    try {
      active = await keeper.current();
    } catch (error) {
      const result = (error as { result?: ApiResult<never> }).result;
      return result ?? failure(null, NETWORK_ERROR);
    }
    const fields = input as Record<string, unknown>;
    const envelope: RequestEnvelope = {
      webInfo: {
        buId: options.buId(),
        language: toWireLanguage(options.language()),
        appVersion: options.appVersion ?? APP_VERSION,
        sentAt: now() + active.clockOffset,
        nonce: createRequestNonce(),
      },
      payload: fields,
      // Sealed, so a captured request cannot be sent under another key; the header is a copy of it.
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    const token = formatRequestToken(active.init, await sealJson(active.key, envelope, requestBinding(endpoint.name)));
    const answer =
      endpoint.method === 'GET'
        ? await send(
            endpoint,
            urlOf(endpoint, fields, { [ENVELOPE_QUERY_PARAM]: token }),
            undefined,
            idempotencyKey,
            download,
          )
        : await send(
            endpoint,
            urlOf(endpoint, fields),
            file ? multipartBody(token, file) : { token },
            idempotencyKey,
            download,
            onUploadProgress,
          );
    if (!answer) return failure(null, NETWORK_ERROR);
    // A file is the answer itself (not sealed JSON); it stands for the call's response data.
    if (answer.file) return { ok: true, status: 200, data: answer.file as ResponseOf<E> };
    const result = await interpret(endpoint, answer, active.key);
    // An expired token, or a clock that moved since the token was agreed (the server found the request
    // stale): agree a new token, which also re-learns the server's time, and send once more.
    const renegotiate = [CORE_API_ERRORS.ENVELOPE_EXPIRED.code, CORE_API_ERRORS.CLOCK_OUT_OF_SYNC.code] as number[];
    if (!result.ok && renegotiate.includes(result.error.code)) {
      keeper.forget();
      // The same key: the call had no effect (the server refused the envelope before running it).
      if (mayRetry) return encryptedCall(endpoint, input, false, idempotencyKey, download, file, onUploadProgress);
    }
    // The server had this very request already (something on the way sent it twice) and this answer is
    // the repeat's: a call that moves money is sealed anew under its key, which answers the first one's
    // answer. Another call is not sent again (it may have had its effect).
    const replayed = !result.ok && result.error.code === CORE_API_ERRORS.REQUEST_REPLAYED.code;
    if (replayed && endpoint.idempotent && mayRetry) {
      return encryptedCall(endpoint, input, false, idempotencyKey, download, file, onUploadProgress);
    }
    return result;
  }

  return {
    call(endpoint, input, callOptions) {
      if (!endpoint.encrypted) return plainCall(endpoint, input);
      const key = endpoint.idempotent ? (callOptions?.idempotencyKey ?? newIdempotencyKey()) : undefined;
      return encryptedCall(endpoint, input, true, key, undefined, callOptions?.file, callOptions?.onUploadProgress);
    },
    async download(endpoint, input, downloadOptions) {
      if (!endpoint.download) throw new TypeError(`${endpoint.name} does not answer a file`);
      const result = await encryptedCall(endpoint, input, true, undefined, downloadOptions ?? {});
      if (!result.ok) return result;
      // A 200 JSON answer to a download call is not a file: the server answered something else.
      const data: unknown = result.data;
      if (typeof data !== 'object' || data === null || !('blob' in data)) {
        return failure(200, genericError(`Unexpected answer from ${endpoint.name}: no file`));
      }
      return result as ApiResult<DownloadedFile>;
    },
    onForceLogout(listener) {
      return forceLogout.subscribe(listener);
    },
  };
}
