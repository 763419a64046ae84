/** Bytes of the request body sent so far, of `total`. */
export type UploadProgress = (sent: number, total: number) => void;

export interface UploadRequest {
  method: string;
  headers: Record<string, string>;
  body: FormData;
}

/** Sends a multipart request, reporting how much of its body is sent (fetch cannot tell that). */
export type UploadTransport = (url: string, request: UploadRequest, onProgress: UploadProgress) => Promise<Response>;

/** The headers of an XMLHttpRequest answer ("Name: value" lines) as Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may not have a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The browser's upload with progress: an XMLHttpRequest reports its upload's progress events, the
 * answer is handed back as a fetch Response so the client reads it as any other. A network failure
 * or an abort rejects, as fetch does.
 */
export function xhrUploadTransport(createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): UploadTransport {
  return (url, request, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(request.method, url);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        const status = xhr.status;
        resolve(
          new Response(NO_BODY.has(status) ? null : xhr.responseText, {
            status,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('The upload failed on the network.'));
      xhr.onabort = () => reject(new TypeError('The upload was cancelled.'));
      xhr.send(request.body);
    });
}
