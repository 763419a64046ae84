import {
  API_ERRORS,
  ENDPOINTS,
  getBuParameter,
  getCart,
  getProducts,
  login,
  saveCart,
  uploadLargeOrderFile,
  versionedPath,
  type Endpoint,
  type Language,
} from '@shop/contracts';
import {
  createAgreementKeyPair,
  createInitId,
  deriveEnvelopeKeyBytes,
  importEnvelopeKey,
  openJson,
  parseRequestToken,
  requestBinding,
  responseBinding,
  sealJson,
} from '@shop/envelope';
import { createApiClient, type ApiClientOptions } from './api-client';
import { xhrUploadTransport } from './upload-transport';

type Reply = { status: number; body: unknown; plain?: boolean };
type Handler = (payload: Record<string, unknown>, seen: SeenRequest) => Reply;

interface SeenRequest {
  url: URL;
  method: string;
  authorization: string | null;
  idempotencyKey: string | null;
  rawBody: string | null;
  /** The multipart body of an upload call. */
  form: FormData | null;
  webInfo: Record<string, unknown>;
  /** The client key sealed in the envelope. */
  sealedKey: unknown;
}

/** A stand-in for the API: the real envelope, a table of canned answers by endpoint name. */
function fakeApi(handlers: Record<string, Handler>, serverNow: () => number = () => Date.now()) {
  const keys = new Map<string, CryptoKey>();
  const seen: SeenRequest[] = [];
  /** The client key of every encrypted request, those refused before their handler too. */
  const keysSent: (string | null)[] = [];
  let inits = 0;
  const match = (method: string, path: string): Endpoint | undefined =>
    ENDPOINTS.find(
      (endpoint) =>
        endpoint.method === method &&
        endpoint.versions.some((version) =>
          new RegExp(`^/api${versionedPath(endpoint, version).replace(/:\w+/g, '[^/]+')}$`).test(path),
        ),
    );

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const endpoint = match(method, url.pathname);
    if (!endpoint) return Response.json({ error: { code: 40400, message: 'Not found' } }, { status: 404 });
    if (endpoint.name === 'initToken') {
      inits += 1;
      const server = await createAgreementKeyPair();
      const initId = createInitId();
      const bytes = await deriveEnvelopeKeyBytes(server.privateKey, url.searchParams.get('clientKey') ?? '', initId);
      keys.set(initId, await importEnvelopeKey(bytes));
      return Response.json({ init: initId, serverKey: server.publicKey, expiresIn: 3600, serverTime: serverNow() });
    }
    const rawBody = typeof init?.body === 'string' ? init.body : null;
    keysSent.push(new Headers(init?.headers).get('Idempotency-Key'));
    const form = init?.body instanceof FormData ? init.body : null;
    const token =
      method === 'GET' ? url.searchParams.get('token') : (form?.get('token') ?? JSON.parse(rawBody ?? '{}').token);
    const { initId, sealed } = parseRequestToken(token);
    const key = keys.get(initId);
    if (!key)
      return Response.json({ error: { code: API_ERRORS.ENVELOPE_EXPIRED.code, message: 'expired' } }, { status: 400 });
    const envelope = (await openJson(key, sealed, requestBinding(endpoint.name))) as {
      webInfo: Record<string, unknown>;
      payload: Record<string, unknown>;
      idempotencyKey?: unknown;
    };
    const headers = new Headers(init?.headers);
    const request = {
      url,
      method,
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      rawBody,
      form,
      webInfo: envelope.webInfo,
      sealedKey: envelope.idempotencyKey,
    };
    seen.push(request);
    const reply = handlers[endpoint.name](envelope.payload, request);
    const body = reply.plain ? reply.body : { token: await sealJson(key, reply.body, responseBinding(endpoint.name)) };
    return Response.json(body, { status: reply.status });
  };
  return { fetch, seen, keys, keysSent, initCount: () => inits };
}

const session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  custName: 'Layla Haddad',
  custId: '100001',
  custType: 'C',
  paymentType: '',
  isAdminSalesman: false,
  companyType: 0,
  idCardNo: '',
};

function clientFor(api: ReturnType<typeof fakeApi>, extra: Partial<ApiClientOptions> = {}) {
  let language: Language = 'en';
  const client = createApiClient({
    baseUrl: '/api',
    buId: () => '97',
    language: () => language,
    fetch: api.fetch as typeof fetch,
    ...extra,
  });
  return { client, setLanguage: (next: Language) => (language = next) };
}

describe('api client', () => {
  it('sends a client key with each call that moves money, the chosen one when given, none elsewhere', async () => {
    const api = fakeApi({ saveCart: () => ({ status: 200, body: { saved: true, updatedAt: 1 } }) });
    const { client } = clientFor(api, { accessToken: () => 'access-1' });
    const movesMoney = { ...saveCart, idempotent: true };
    const input = { custId: '100001', cartData: '[]' };
    await client.call(movesMoney, input);
    await client.call(movesMoney, input);
    await client.call(movesMoney, input, { idempotencyKey: 'order-key-0001' });
    await client.call(saveCart, input);
    const [first, second, chosen, plain] = api.seen.map((request) => request.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(chosen).toBe('order-key-0001');
    expect(plain).toBeNull();
  });

  it('seals the client key of a call that moves money, the header being its copy', async () => {
    const api = fakeApi({ saveCart: () => ({ status: 200, body: { saved: true, updatedAt: 1 } }) });
    const { client } = clientFor(api, { accessToken: () => 'access-1' });
    const movesMoney = { ...saveCart, idempotent: true };
    const input = { custId: '100001', cartData: '[]' };
    await client.call(movesMoney, input);
    await client.call(movesMoney, input, { idempotencyKey: 'order-key-0001' });
    await client.call(saveCart, input, { idempotencyKey: 'not-sent-0001' });
    expect(api.seen.map((request) => [request.sealedKey, request.idempotencyKey])).toEqual([
      [api.seen[0].idempotencyKey, expect.stringMatching(/^[0-9a-f]{32}$/)],
      ['order-key-0001', 'order-key-0001'],
      [undefined, null],
    ]);
  });

  it('draws a new nonce for every request it seals', async () => {
    const api = fakeApi({ getCart: () => ({ status: 200, body: { cartData: null } }) });
    const { client } = clientFor(api);
    await Promise.all(Array.from({ length: 20 }, () => client.call(getCart, { custId: '1' })));
    const nonces = api.seen.map((request) => request.webInfo.nonce as string);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(nonces).size).toBe(20);
  });

  it('sends the same client key again when it retries a call the server refused before running it', async () => {
    const api = fakeApi({ saveCart: () => ({ status: 200, body: { saved: true, updatedAt: 1 } }) });
    const { client } = clientFor(api, { accessToken: () => 'access-1' });
    const movesMoney = { ...saveCart, idempotent: true };
    await client.call(movesMoney, { custId: '100001', cartData: '[]' });
    api.keys.clear();
    const result = await client.call(movesMoney, { custId: '100001', cartData: '[]' });
    expect(result.ok).toBe(true);
    const [, refused, retried] = api.keysSent;
    expect(refused).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(refused);
    expect(api.seen[1].sealedKey).toBe(refused);
  });

  it('seals a call that moves money anew, with its key, when the server had the request already', async () => {
    const replayed = { code: API_ERRORS.REQUEST_REPLAYED.code, message: API_ERRORS.REQUEST_REPLAYED.message };
    let answered = 0;
    const api = fakeApi({
      saveCart: () =>
        answered++ === 0
          ? { status: 409, body: { error: replayed } }
          : { status: 200, body: { saved: true, updatedAt: 1 } },
    });
    const { client } = clientFor(api, { accessToken: () => 'access-1' });
    const movesMoney = { ...saveCart, idempotent: true };
    const result = await client.call(
      movesMoney,
      { custId: '100001', cartData: '[]' },
      { idempotencyKey: 'key-00000001' },
    );
    expect(result.ok).toBe(true);
    const [first, second] = api.seen;
    expect([first.sealedKey, second.sealedKey]).toEqual(['key-00000001', 'key-00000001']);
    expect(second.webInfo.nonce).not.toBe(first.webInfo.nonce);
    expect(api.initCount()).toBe(1);

    // Another call may have had its effect: it answers the refusal, sent once.
    const other = fakeApi({ saveCart: () => ({ status: 409, body: { error: replayed } }) });
    const plain = clientFor(other, { accessToken: () => 'access-1' }).client;
    expect(await plain.call(saveCart, { custId: '100001', cartData: '[]' })).toEqual({
      ok: false,
      status: 409,
      error: replayed,
    });
    expect(other.seen).toHaveLength(1);
  });

  it('sends the payload only inside the encrypted token, with web info, and reads the decrypted answer', async () => {
    const api = fakeApi({ login: () => ({ status: 200, body: session }) });
    const { client, setLanguage } = clientFor(api);
    setLanguage('zc');
    const result = await client.call(login, { account: 'layla@example.com', password: 'Secret-Pass1' });
    expect(result).toEqual({ ok: true, status: 200, data: session });
    const request = api.seen[0];
    expect(request.url.pathname).toBe('/api/v8/login');
    expect(Object.keys(JSON.parse(request.rawBody ?? '{}'))).toEqual(['token']);
    expect(request.rawBody).not.toContain('Secret-Pass1');
    expect(request.webInfo).toMatchObject({ buId: '97', language: 'zh_CN' });
  });

  it('sends an upload call as multipart: the sealed request as `token`, the file as `file`', async () => {
    const answer = {
      fileId: 'a'.repeat(32),
      rowCount: 0,
      validRowCount: 0,
      currency: 'EUR',
      validAmtTot: 0,
    };
    const api = fakeApi({ uploadLargeOrderFile: () => ({ status: 200, body: { ...answer, rows: [] } }) });
    const { client } = clientFor(api, { accessToken: () => 'access-1' });
    const bytes = new TextEncoder().encode('itemCode,amount\nMC-CE-D,50\n');
    const input = { custId: '100001', fileName: 'order.csv', fileSha256: 'b'.repeat(64) };
    const result = await client.call(uploadLargeOrderFile, input, { file: { name: 'order.csv', content: bytes } });
    expect(result).toMatchObject({ ok: true, data: { fileId: answer.fileId } });
    const [request] = api.seen;
    expect(request.url.pathname).toBe('/api/v3/files/uploadFile');
    expect([...(request.form?.keys() ?? [])]).toEqual(['token', 'file']);
    const file = request.form?.get('file') as File;
    expect(file.name).toBe('order.csv');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(request.authorization).toBe(`Basic ${btoa('access-1:')}`);
  });

  it('reports the progress of an upload through the upload transport (an XMLHttpRequest in a browser)', async () => {
    const answer = { fileId: 'c'.repeat(32), rowCount: 1, validRowCount: 1, currency: 'EUR', validAmtTot: 5000 };
    const api = fakeApi({ uploadLargeOrderFile: () => ({ status: 200, body: { ...answer, rows: [] } }) });
    // A stand-in XMLHttpRequest: its upload reports two progress events, then the fake API answers.
    class FakeXhr {
      status = 0;
      responseText = '';
      private headers = '';
      private method = 'GET';
      private url = '';
      private sent: Record<string, string> = {};
      upload = { onprogress: null as ((event: Record<string, unknown>) => void) | null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.sent[name] = value;
      }
      getAllResponseHeaders() {
        return this.headers;
      }
      send(body: FormData) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 40 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 40 });
        void api.fetch(this.url, { method: this.method, headers: this.sent, body }).then(async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.headers = 'content-type: application/json\r\n';
          this.onload?.();
        });
      }
    }
    const transport = xhrUploadTransport(() => new FakeXhr() as unknown as XMLHttpRequest);
    const { client } = clientFor(api, { accessToken: () => 'access-1', upload: transport });
    const progress: [number, number][] = [];
    const bytes = new TextEncoder().encode('itemCode,amount\nMC-CE-D,50\n');
    const input = { custId: '100001', fileName: 'order.csv', fileSha256: 'b'.repeat(64) };
    const result = await client.call(uploadLargeOrderFile, input, {
      file: { name: 'order.csv', content: bytes },
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(result).toMatchObject({ ok: true, data: { fileId: answer.fileId, validAmtTot: 5000 } });
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
    const [request] = api.seen;
    expect([...(request.form?.keys() ?? [])]).toEqual(['token', 'file']);
    expect(request.authorization).toBe(`Basic ${btoa('access-1:')}`);
  });

  it('answers a network failure of an upload with progress as the network error', async () => {
    const api = fakeApi({});
    const failing = xhrUploadTransport(
      () =>
        ({
          upload: {},
          open: () => undefined,
          setRequestHeader: () => undefined,
          send(this: { onerror: () => void }) {
            this.onerror();
          },
        }) as unknown as XMLHttpRequest,
    );
    const { client } = clientFor(api, { upload: failing });
    const input = { custId: '100001', fileName: 'order.csv', fileSha256: 'b'.repeat(64) };
    const result = await client.call(uploadLargeOrderFile, input, {
      file: { name: 'order.csv', content: new Uint8Array([65]) },
      onUploadProgress: () => undefined,
    });
    expect(result).toMatchObject({ ok: false, status: null, error: { code: API_ERRORS.GENERIC.code } });
  });

  it('resolves the version per endpoint and unit, and carries a GET envelope in the query', async () => {
    const list = { products: [], totalCount: 0, page: 2 };
    const api = fakeApi({ getProducts: () => ({ status: 200, body: list }) });
    const versions: Record<string, string> = {};
    const { client } = clientFor(api, { unitVersions: () => versions });
    await client.call(getProducts, { categoryId: 3, page: 2 });
    versions.getProducts = 'v3';
    await client.call(getProducts, { categoryId: 3, page: 2 });
    expect(api.seen.map((request) => request.url.pathname)).toEqual([
      '/api/v6/product/products/3/2',
      '/api/v3/product/products/3/2',
    ]);
    expect(api.seen[0].url.searchParams.get('token')).toMatch(/\./);
  });

  it('sends the access token as the basic-auth username on authenticated calls only', async () => {
    const api = fakeApi({
      getCart: () => ({ status: 200, body: { cartData: null } }),
      getBuParameter: () => ({ status: 404, body: { error: { code: 10010, message: 'Unknown business unit.' } } }),
    });
    const { client } = clientFor(api, { accessToken: () => 'tok-abc' });
    await client.call(getCart, { custId: '100001' });
    await client.call(getBuParameter, { buId: '97' });
    expect(api.seen[0].authorization).toBe(`Basic ${btoa('tok-abc:')}`);
    expect(api.seen[1].authorization).toBeNull();
  });

  it('raises force-logout on a 401 of an authenticated call, not on a failed login', async () => {
    const unauthorised = { status: 401, body: { error: { code: 40101, message: 'User not authenticated' } } };
    const api = fakeApi({
      getCart: () => unauthorised,
      login: () => ({ status: 400, body: { error: { code: 10001, message: 'Incorrect account or password.' } } }),
    });
    const { client } = clientFor(api, { accessToken: () => 'expired' });
    const events: unknown[] = [];
    client.onForceLogout((event) => events.push(event));
    const cart = await client.call(getCart, { custId: '100001' });
    const signIn = await client.call(login, { account: 'a@example.com', password: 'Wrong-pass1' });
    expect(cart).toEqual({ ok: false, status: 401, error: { code: 40101, message: 'User not authenticated' } });
    expect(signIn).toMatchObject({ ok: false, status: 400, error: { code: 10001 } });
    expect(events).toEqual([{ endpoint: 'getCart', status: 401, code: 40101 }]);
  });

  it('treats an error object as failure even with status 200, and any other status as failure', async () => {
    const api = fakeApi({
      getCart: () => ({ status: 200, body: { error: { code: 52, message: 'The item no longer exists.' } } }),
      getBuParameter: () => ({ status: 503, body: {}, plain: true }),
    });
    const { client } = clientFor(api);
    expect(await client.call(getCart, { custId: '1' })).toEqual({
      ok: false,
      status: 200,
      error: { code: 52, message: 'The item no longer exists.' },
    });
    expect(await client.call(getBuParameter, { buId: '97' })).toMatchObject({
      ok: false,
      status: 503,
      error: { code: 1234 },
    });
  });

  it('fails an answer that breaks the response contract', async () => {
    const api = fakeApi({ getCart: () => ({ status: 200, body: { cartData: 42 } }) });
    const { client } = clientFor(api);
    const result = await client.call(getCart, { custId: '1' });
    expect(result).toMatchObject({ ok: false, status: 200, error: { code: 1234 } });
    expect(!result.ok && result.error.message).toContain('cartData');
  });

  it('answers status null when the network fails', async () => {
    const { client } = clientFor(fakeApi({}), {
      fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
    });
    expect(await client.call(getCart, { custId: '1' })).toEqual({
      ok: false,
      status: null,
      error: { code: 1234, message: 'Seems there are something went wrong. Please try again or contact us.' },
    });
  });

  it('negotiates one initial token for concurrent calls and renews it when the server forgot it', async () => {
    const api = fakeApi({ getCart: () => ({ status: 200, body: { cartData: '[]' } }) });
    const { client } = clientFor(api);
    await Promise.all([client.call(getCart, { custId: '1' }), client.call(getCart, { custId: '1' })]);
    expect(api.initCount()).toBe(1);
    api.keys.clear();
    const result = await client.call(getCart, { custId: '1' });
    expect(result).toEqual({ ok: true, status: 200, data: { cartData: '[]' } });
    expect(api.initCount()).toBe(2);
  });

  it('renews the initial token after its hour', async () => {
    const api = fakeApi({ getCart: () => ({ status: 200, body: { cartData: null } }) });
    let clock = 1_000_000;
    const { client } = clientFor(api, { now: () => clock });
    await client.call(getCart, { custId: '1' });
    clock += 59 * 60 * 1000 + 1;
    await client.call(getCart, { custId: '1' });
    expect(api.initCount()).toBe(2);
  });

  it("dates requests by the server's clock when the device's clock is wrong", async () => {
    const deviceBehind = 10 * 60_000;
    const api = fakeApi({ login: () => ({ status: 200, body: session }) });
    const { client } = clientFor(api, { now: () => Date.now() - deviceBehind });
    await client.call(login, { account: 'layla@example.com', password: 'Secret-123', loginType: 'NL' });
    const sentAt = api.seen[0].webInfo.sentAt as number;
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(5_000);
  });

  it('agrees a new token and sends once more when the server finds the request stale (10070)', async () => {
    let answered = 0;
    const api = fakeApi({
      login: () =>
        answered++ === 0
          ? {
              status: 400,
              body: {
                error: { code: API_ERRORS.CLOCK_OUT_OF_SYNC.code, message: API_ERRORS.CLOCK_OUT_OF_SYNC.message },
              },
            }
          : { status: 200, body: session },
    });
    const { client } = clientFor(api);
    const result = await client.call(login, { account: 'layla@example.com', password: 'Secret-123', loginType: 'NL' });
    expect(result.ok).toBe(true);
    expect(api.initCount()).toBe(2);
    expect(api.seen).toHaveLength(2);
    // Sealed anew: the retry is another request, with its own nonce and a fresh date.
    expect(api.seen[1].webInfo.nonce).not.toBe(api.seen[0].webInfo.nonce);
  });
});
