import {
  CAPTCHA_TEST_TOKEN_PATH,
  pathParamNames,
  requestFieldNames,
  toWireLanguage,
  versionedPath,
  type Endpoint,
} from '@shop/contracts';
import {
  createAgreementKeyPair,
  createRequestNonce,
  deriveEnvelopeKeyBytes,
  formatRequestToken,
  importEnvelopeKey,
  openJson,
  requestBinding,
  responseBinding,
  sealJson,
  toBase64Url,
} from '@shop/envelope';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { accounts } from '../db/schema';
import type { EndpointHandler } from '../http/handler';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limits';
import { ALL_HANDLERS, mountApi } from '../server';
import { DEMO, TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { BASE_REQUESTS, CAPTCHA, HOSTILE_VALUES, nested, nestedJson, type FuzzContext } from './fuzz-cases';

/**
 * Every route the API serves gets malformed, wrongly typed, oversized, control-character and
 * deeply nested input, through the real encrypted envelope and as raw HTTP. Any 5xx (or a dropped
 * connection) fails. Generated inputs use a fixed seed; FUZZ_SEED=<n> explores others, and
 * FUZZ_DEBUG=1 prints how many answers of each status came back.
 */
const PREFIX = '/api';
const SEED = Number(process.env.FUZZ_SEED ?? 7_072_025);
const GENERATED_RUNS = 8;
const PARALLEL = 4;

interface Caller {
  accessToken: string;
  custId: string;
}

interface Probe {
  label: string;
  /** The encrypted call it makes, so its sealed answer can be read on failure. */
  endpoint?: Endpoint;
  method: string;
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

let host: FastifyInstance;
let drop: () => Promise<void>;
let origin: string;
let envelope: { init: string; key: CryptoKey };
let consumer: Caller;
let business: Caller;
const routes = new Map<string, Set<string>>();

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  host = Fastify();
  host.addHook('onRoute', (route) => {
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    routes.set(route.url, methods);
  });
  const generous = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 100_000, timeWindow: 60_000 }]),
  );
  await mountApi(host, {
    databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
    dataDir: 'memory://',
    passwordCost: TEST_PASSWORD_COST,
    rateLimits: generous as RateLimitSettings,
    seedDemo: true,
    devOutbox: true,
    shopUrl: 'http://shop.test',
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  envelope = await negotiate();
});

afterAll(async () => {
  await host?.close();
  await drop?.();
});

async function negotiate() {
  const pair = await createAgreementKeyPair();
  const response = await fetch(`${origin}${PREFIX}/others/init?clientKey=${pair.publicKey}`);
  const answer = (await response.json()) as { init: string; serverKey: string };
  return {
    init: answer.init,
    key: await importEnvelopeKey(await deriveEnvelopeKeyBytes(pair.privateKey, answer.serverKey, answer.init)),
  };
}

async function sessionOf(email: string): Promise<Caller> {
  const [account] = await host.shopApi.database.db.select().from(accounts).where(eq(accounts.email, email));
  const tokens = await host.shopApi.services.sessions.create(account.id);
  return { accessToken: tokens.accessToken, custId: String(account.id) };
}

const basicAuth = (token: string) => ({ Authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` });

/** A path segment; text no URL can carry (a lone surrogate) goes as an escape the server must refuse. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A URL of an endpoint with its path segments taken from the payload (as the client does). */
function endpointUrl(endpoint: Endpoint, payload: unknown): string {
  let path = versionedPath(endpoint, endpoint.versions[0]);
  const fields = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  for (const name of pathParamNames(endpoint.path)) {
    const value = fields[name];
    path = path.replace(
      `:${name}`,
      segment(value === undefined || value === null || value === '' ? 'x' : String(value)),
    );
  }
  return `${PREFIX}${path}`;
}

/** An encrypted call with any plaintext (not only a well-formed envelope). */
async function sealedProbe(
  endpoint: Endpoint,
  label: string,
  plaintext: unknown,
  payloadForUrl: unknown,
  caller: Caller | null,
): Promise<Probe> {
  const token = formatRequestToken(
    envelope.init,
    await sealJson(envelope.key, plaintext, requestBinding(endpoint.name)),
  );
  const url = endpointUrl(endpoint, payloadForUrl);
  const headers = caller ? basicAuth(caller.accessToken) : {};
  if (endpoint.method === 'GET') return { label, endpoint, method: 'GET', url: `${url}?token=${token}`, headers };
  return {
    label,
    endpoint,
    method: endpoint.method,
    url,
    body: JSON.stringify({ token }),
    headers: { ...headers, 'Content-Type': 'application/json' },
  };
}

function webInfo(buId = '97') {
  return { buId, language: toWireLanguage('en'), appVersion: 'fuzz', sentAt: Date.now(), nonce: createRequestNonce() };
}

const statuses = new Map<number, number>();
afterAll(() => {
  if (process.env.FUZZ_DEBUG) console.log(JSON.stringify([...statuses.entries()].sort()));
});

/** Sends the probes a few at a time; answers the ones that got a 5xx or no answer at all. */
async function failuresOf(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next];
      next += 1;
      try {
        const response = await fetch(`${origin}${probe.url}`, {
          method: probe.method,
          body: probe.body,
          headers: probe.headers,
        });
        const text = await response.text();
        if (process.env.FUZZ_DEBUG) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${probe.label}: ${response.status} ${await readable(text, probe)}`);
      } catch (error) {
        failures.push(`${probe.label}: no answer (${(error as Error).message})`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failures;
}

/** The answer's error, opened when it is sealed. */
async function readable(text: string, { endpoint }: Probe): Promise<string> {
  try {
    const body = JSON.parse(text) as { token?: string };
    if (body.token && endpoint)
      return JSON.stringify(await openJson(envelope.key, body.token, responseBinding(endpoint.name)));
  } catch {
    // not JSON or not sealed: shown as it came
  }
  return text.slice(0, 300);
}

function callerFor(endpoint: Endpoint): Caller | null {
  return endpoint.auth === 'none' ? null : consumer;
}

function baseOf(endpoint: Endpoint, caller: Caller | null): Record<string, unknown> {
  const context: FuzzContext = { custId: caller?.custId ?? consumer.custId, now: Date.now() };
  const base = BASE_REQUESTS[endpoint.name](context);
  // A guest's call carries no custId (with one, it needs a token).
  if (!caller) delete base.custId;
  return base;
}

/** A single-use token of unit 97's test captcha, as the page's widget gets it. */
async function captchaToken(): Promise<string> {
  const siteKey = (await host.shopApi.services.units.find('97'))?.captcha?.siteKey ?? '';
  const response = await fetch(`${origin}${PREFIX}${CAPTCHA_TEST_TOKEN_PATH}?${new URLSearchParams({ siteKey })}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Each field (and one the contract does not know) replaced by each hostile value. A call behind a
 * captcha gets a fresh token each time, so the other fields' mutations reach the handler.
 */
async function fieldProbes({ endpoint }: EndpointHandler): Promise<Probe[]> {
  const caller = callerFor(endpoint);
  const base = baseOf(endpoint, caller);
  const fields = [...new Set([...requestFieldNames(endpoint), ...Object.keys(base), 'unexpectedField'])];
  const probes: Probe[] = [];
  for (const field of fields) {
    for (const [label, value] of HOSTILE_VALUES) {
      const payload = { ...base, [field]: value };
      if (payload.captchaToken === CAPTCHA) payload.captchaToken = await captchaToken();
      probes.push(await sealedProbe(endpoint, `${field} = ${label}`, { webInfo: webInfo(), payload }, payload, caller));
    }
  }
  return probes;
}

/**
 * The envelope itself wrong: not an object, no web info or payload. With `everyValue`, also each
 * web-info field and the payload replaced by each hostile value (the same code opens every call,
 * so that runs for one GET and one POST endpoint).
 */
async function envelopeProbes({ endpoint }: EndpointHandler, everyValue: boolean): Promise<Probe[]> {
  const caller = callerFor(endpoint);
  const base = baseOf(endpoint, caller);
  const plaintexts: [string, unknown][] = [
    ['plaintext text', 'hello'],
    ['plaintext number', 42],
    ['plaintext null', null],
    ['plaintext list', [webInfo(), base]],
    ['no web info', { payload: base }],
    ['no payload', { webInfo: webInfo() }],
    ['payload list', { webInfo: webInfo(), payload: [base] }],
    ['envelope nested 200 deep', { webInfo: webInfo(), payload: { ...base, deep: nested(200) } }],
  ];
  for (const [label, value] of everyValue ? HOSTILE_VALUES : []) {
    for (const field of ['buId', 'language', 'appVersion', 'sentAt', 'nonce'] as const) {
      plaintexts.push([`webInfo.${field} = ${label}`, { webInfo: { ...webInfo(), [field]: value }, payload: base }]);
    }
    plaintexts.push([`payload = ${label}`, { webInfo: webInfo(), payload: value }]);
  }
  return Promise.all(plaintexts.map(([label, plaintext]) => sealedProbe(endpoint, label, plaintext, base, caller)));
}

/** Who calls, wrongly: nobody, an unknown token, another unit's member, someone else's custId. */
async function callerProbes({ endpoint }: EndpointHandler): Promise<Probe[]> {
  const base = baseOf(endpoint, consumer);
  const sealed = (label: string, payload: Record<string, unknown>, caller: Caller | null, buId = '97') =>
    sealedProbe(endpoint, label, { webInfo: webInfo(buId), payload }, payload, caller);
  const probes = [
    await sealed('no token', base, null),
    await sealed('unknown token', base, { accessToken: 'a'.repeat(43), custId: consumer.custId }),
    await sealed("another unit's member", base, business),
    await sealed("someone else's custId", { ...base, custId: business.custId }, consumer),
    await sealed('token in the payload', { ...base, accessToken: consumer.accessToken }, null),
    await sealed('unknown unit', base, consumer, '999'),
  ];
  const odd = await sealed('odd authorization header', base, null);
  probes.push({
    ...odd,
    label: 'odd authorization header',
    headers: { ...odd.headers, Authorization: 'Basic !!!\u00e9' },
  });
  return probes;
}

/** Generated payloads: any JSON under the contract's field names and others, over the plausible request. */
async function generatedProbes({ endpoint }: EndpointHandler): Promise<Probe[]> {
  const caller = callerFor(endpoint);
  const base = baseOf(endpoint, caller);
  const names = [...requestFieldNames(endpoint), 'x'];
  const payloads = fc.sample(
    fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 4 }), {
      maxKeys: 6,
    }),
    { numRuns: GENERATED_RUNS, seed: SEED + endpoint.name.length },
  );
  return Promise.all(
    payloads.map((generated, index) => {
      const payload = { ...base, ...(generated as Record<string, unknown>) };
      return sealedProbe(
        endpoint,
        `generated #${index} ${JSON.stringify(generated).slice(0, 120)}`,
        { webInfo: webInfo(), payload },
        payload,
        caller,
      );
    }),
  );
}

/** A route's URL with its parameters filled in ('*' and ':name'). */
function concreteUrl(route: string, fill: string): string {
  return route.replace(/:[A-Za-z]\w*/g, fill).replace(/\*$/, fill);
}

/** Routes that also get megabyte bodies (body parsing is shared: a few routes show it holds). */
const HEAVY_ROUTES = new Set([`${PREFIX}/v8/login`, `${PREFIX}/member/updateMemberAddressBook`, `${PREFIX}/*`]);

/** Raw HTTP to one route: bodies and queries that are no envelope at all, odd types, encodings and sizes. */
function rawProbes(route: string, methods: Set<string>): Probe[] {
  const url = concreteUrl(route, '97');
  const probes: Probe[] = [];
  const json = (label: string, body: string, method: string): Probe => ({
    label: `${method} ${label}`,
    method,
    url,
    body,
    headers: { 'Content-Type': 'application/json' },
  });
  for (const method of methods) {
    // fetch cannot send TRACE (nor can a browser); the catch-all answers it like any unknown method.
    if (method === 'TRACE') continue;
    if (method === 'HEAD' || method === 'OPTIONS') {
      probes.push({ label: `${method} bare`, method, url });
      continue;
    }
    probes.push({ label: `${method} nothing`, method, url });
    for (const query of [
      'token=a&token=b',
      'token[a]=1',
      'token=%00',
      'token=%E0%A4%A',
      `token=${'a'.repeat(8_000)}`,
      `token=${envelope.init}.${'A'.repeat(16)}.${'B'.repeat(40)}`,
      'token=init.iv.ciphertext',
      'clientKey=%00',
      'clientKey=short',
      `clientKey=${'A'.repeat(87)}`,
      'clientKey=a&clientKey=b',
      'recipient=a&recipient=b',
      `recipient=${'x'.repeat(5_000)}`,
      '__proto__[polluted]=1',
    ]) {
      probes.push({ label: `${method} ?${query.slice(0, 40)}`, method, url: `${url}?${query}` });
    }
    if (method === 'GET') continue;
    for (const [label, body] of [
      ['empty object', '{}'],
      ['token number', '{"token":123}'],
      ['token list', '{"token":["a"]}'],
      ['token object', '{"token":{"a":1}}'],
      ['token garbage', '{"token":"garbage"}'],
      ['token two parts', '{"token":"a.b"}'],
      [
        'token of a live init, junk sealed',
        JSON.stringify({ token: `${envelope.init}.${toBase64Url(new Uint8Array(12))}.${'A'.repeat(64)}` }),
      ],
      ['token of a live init, bad base64', JSON.stringify({ token: `${envelope.init}.!!!.???` })],
      ['JSON null', 'null'],
      ['JSON list', '[1,2]'],
      ['JSON text', '"token"'],
      ['broken JSON', '{"token":'],
      ['nested 10,000 deep', nestedJson(10_000)],
      ['__proto__ key', '{"__proto__":{"token":"x"},"token":"y"}'],
    ] as const) {
      probes.push(json(label, body, method));
    }
    if (HEAVY_ROUTES.has(route)) {
      probes.push(json('token 900 kB', JSON.stringify({ token: 'A'.repeat(900_000) }), method));
      probes.push(json('body 2 MB', JSON.stringify({ token: 'A'.repeat(2_000_000) }), method));
    }
    probes.push({
      label: `${method} text/plain`,
      method,
      url,
      body: 'token=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    probes.push({
      label: `${method} form`,
      method,
      url,
      body: 'token=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    probes.push({
      label: `${method} bytes`,
      method,
      url,
      body: '\u0000\u00ff',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    probes.push({
      label: `${method} lying charset`,
      method,
      url,
      body: '{"token":"x"}',
      headers: { 'Content-Type': 'application/json; charset=utf-32' },
    });
  }
  if (route.includes(':') || route.endsWith('*')) {
    for (const [label, fill] of [
      ['NUL', '%00'],
      ['bad escape', '%ZZ'],
      ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
      ['1,000-character segment', 'x'.repeat(1_000)],
      ['huge number', '99999999999999999999999'],
      ['unicode', encodeURIComponent('東京😀')],
    ] as const) {
      probes.push({ label: `GET path ${label}`, method: [...methods][0], url: concreteUrl(route, fill) });
    }
  }
  return probes;
}

function describeEndpoint({ endpoint }: EndpointHandler): string {
  const version = endpoint.versions[0] ? `/${endpoint.versions[0]}` : '';
  return `${endpoint.name} (${endpoint.method} ${version}${endpoint.path})`;
}

const HANDLERS = ALL_HANDLERS.filter(({ endpoint }) => endpoint.encrypted);

describe('the fuzz table', () => {
  it('has a plausible request for every encrypted endpoint the API serves', () => {
    expect(HANDLERS.map(({ endpoint }) => endpoint.name).filter((name) => !BASE_REQUESTS[name])).toEqual([]);
  });
});

/** Where every web-info value is tried: one GET and one POST endpoint. */
const FULL_ENVELOPE_FUZZ = new Set(['getCategories', 'queryAddressInfo']);

describe.each(HANDLERS.map((handler) => [describeEndpoint(handler), handler] as const))(
  'fuzzing %s',
  (_name, handler) => {
    it('never answers 5xx to hostile fields, envelopes, callers or generated payloads', async () => {
      // Fresh sessions: an earlier endpoint's fuzz may have signed the last ones out (logout, reset).
      consumer = await sessionOf(DEMO.consumer97);
      business = await sessionOf(DEMO.business250);
      const probes = [
        ...(await fieldProbes(handler)),
        ...(await envelopeProbes(handler, FULL_ENVELOPE_FUZZ.has(handler.endpoint.name))),
        ...(await callerProbes(handler)),
        ...(await generatedProbes(handler)),
      ];
      expect(await failuresOf(probes)).toEqual([]);
    });
  },
);

describe('fuzzing every route as raw HTTP', () => {
  it('knows the routes: every endpoint, the initial token, the dev mailbox, the OpenAPI document, the images', () => {
    const paths = [...routes.keys()];
    for (const { endpoint } of HANDLERS)
      expect(paths).toContain(`${PREFIX}${versionedPath(endpoint, endpoint.versions[0])}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${PREFIX}/others/init`,
        `${PREFIX}/dev/outbox`,
        `${PREFIX}/openapi.json`,
        `${PREFIX}/images/*`,
      ]),
    );
  });

  it('never answers 5xx, on any route', async () => {
    const probes = [...routes.entries()].flatMap(([route, methods]) =>
      rawProbes(route, methods).map((probe) => ({ ...probe, label: `${route} ${probe.label}` })),
    );
    expect(await failuresOf(probes)).toEqual([]);
  });
});
