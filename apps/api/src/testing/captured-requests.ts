import { createApiClient, memoryInitTokenStore, type ApiClient, type CallOptions } from '@shop/api-client';
import { getCategories, initToken, versionedPath, type Endpoint, type RequestOf } from '@shop/contracts';
import {
  createRequestNonce,
  formatRequestToken,
  fromBase64Url,
  importEnvelopeKey,
  openJson,
  requestBinding,
  responseBinding,
  sealJson,
} from '@shop/envelope';

/** One encrypted request as it left the client: a POST body or a GET query holding the sealed token. */
export interface CapturedRequest {
  endpoint: Endpoint;
  /** The URL after the API's base URL, e.g. /v6/order/creation. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** An answer as a caller reads it: the status and the body, opened when it is sealed. */
export interface OpenedAnswer {
  status: number;
  body: unknown;
}

/**
 * The real API client (guest or member) for tests that play an attacker holding a captured request:
 * it keeps the requests it sealed, can seal one without sending it, and sends any of them again, as
 * it is or with other headers, to its API or another replica, opening the answer with its key.
 */
export interface CapturingClient {
  client: ApiClient;
  /** Seals a call as the client does and keeps it, unsent. */
  seal<E extends Endpoint>(endpoint: E, input: RequestOf<E>, options?: CallOptions): Promise<CapturedRequest>;
  /** Seals a plaintext of one's own making ({ webInfo, payload, ... }) under the client's key, unsent. */
  sealByHand(endpoint: Endpoint, plaintext: (webInfo: Record<string, unknown>) => unknown): Promise<CapturedRequest>;
  /** Sends a request; `headers` entries replace the captured ones (undefined removes one). */
  send(
    request: CapturedRequest,
    change?: { baseUrl?: string; headers?: Record<string, string | undefined> },
  ): Promise<OpenedAnswer>;
}

export function capturingClient(
  baseUrl: string,
  options: { buId?: string; accessToken?: string; now?: () => number } = {},
): CapturingClient {
  const store = memoryInitTokenStore();
  const initPath = versionedPath(initToken, initToken.versions[0]);
  let holding: Omit<CapturedRequest, 'endpoint'>[] | null = null;
  const now = options.now ?? (() => Date.now());

  const client = createApiClient({
    baseUrl,
    buId: () => options.buId ?? '97',
    language: () => 'en',
    accessToken: () => options.accessToken,
    initTokenStore: store,
    now,
    fetch: async (input, init) => {
      const path = String(input).slice(baseUrl.length);
      if (!holding || path.startsWith(initPath)) return fetch(input, init);
      const body = typeof init?.body === 'string' ? init.body : undefined;
      const headers = { ...(init?.headers as Record<string, string>) };
      holding.push({ path, method: init?.method ?? 'GET', headers, body });
      throw new TypeError('held by the test');
    },
  });

  const envelopeKey = async () => {
    const token = store.load();
    if (!token) throw new Error('no initial token yet');
    return { init: token.init, key: await importEnvelopeKey(fromBase64Url(token.key)) };
  };

  async function seal<E extends Endpoint>(endpoint: E, input: RequestOf<E>, callOptions?: CallOptions) {
    holding = [];
    try {
      await client.call(endpoint, input, callOptions);
      const [request] = holding;
      if (!request) throw new Error(`${endpoint.name} was not sent`);
      return { ...request, endpoint };
    } finally {
      holding = null;
    }
  }

  return {
    client,
    seal,
    async sealByHand(endpoint, plaintext) {
      // Has the client negotiate its initial token, if it has none yet (the sealed call is not sent).
      if (!store.load()) await seal(getCategories, {});
      const { init, key } = await envelopeKey();
      if (endpoint.method === 'GET') throw new Error('sealByHand seals POST calls');
      const webInfo = { buId: options.buId ?? '97', language: 'en', appVersion: 'test', sentAt: now() };
      const sealed = await sealJson(
        key,
        plaintext({ ...webInfo, nonce: createRequestNonce() }),
        requestBinding(endpoint.name),
      );
      return {
        endpoint,
        path: versionedPath(endpoint, endpoint.versions[0]),
        method: endpoint.method,
        headers: {
          'Content-Type': 'application/json',
          ...(options.accessToken ? { Authorization: `Basic ${btoa(`${options.accessToken}:`)}` } : {}),
        },
        body: JSON.stringify({ token: formatRequestToken(init, sealed) }),
      };
    },
    async send(request, change = {}) {
      const headers: Record<string, string> = { ...request.headers };
      for (const [name, value] of Object.entries(change.headers ?? {})) {
        for (const existing of Object.keys(headers)) {
          if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
        }
        if (value !== undefined) headers[name] = value;
      }
      const response = await fetch(`${change.baseUrl ?? baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body,
      });
      const body = (await response.json()) as { token?: string };
      if (typeof body.token !== 'string') return { status: response.status, body };
      const { key } = await envelopeKey();
      return {
        status: response.status,
        body: await openJson(key, body.token, responseBinding(request.endpoint.name)),
      };
    },
  };
}
