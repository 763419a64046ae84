import {
  CAPTCHA_TEST_TOKEN_PATH,
  pathParamNames,
  requestFieldNames,
  toWireLanguage,
  versionedPath,
  type Endpoint,
} from '@shop/contracts';
import { createRequestNonce, formatRequestToken, requestBinding, sealJson } from '@shop/envelope';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { accounts } from '../../db/schema';
import type { EndpointHandler } from '../../http/handler';
import { BASE_REQUESTS, CAPTCHA, HOSTILE_VALUES, nested, type FuzzContext } from '../fuzz-cases';
import { PREFIX, type Caller, type FuzzHost, type Probe } from './fuzz-host';

// Probes of the encrypted endpoints (fuzz-endpoints.spec.ts): malformed, wrongly typed, oversized,
// control-character and deeply nested input, through the real envelope. Generated inputs use a fixed
// seed; FUZZ_SEED=<n> explores others.
const SEED = Number(process.env.FUZZ_SEED ?? 7_072_025);
const GENERATED_RUNS = 8;

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

function webInfo(buId = '97') {
  return { buId, language: toWireLanguage('en'), appVersion: 'fuzz', sentAt: Date.now(), nonce: createRequestNonce() };
}

/** The probes, built against the test file's host and its current consumer and business sessions. */
export function sealedProbesKit(current: () => { fuzz: FuzzHost; consumer: Caller; business: Caller }) {
  async function sessionOf(email: string): Promise<Caller> {
    const { host } = current().fuzz;
    const [account] = await host.shopApi.database.db.select().from(accounts).where(eq(accounts.email, email));
    const tokens = await host.shopApi.services.sessions.create(account.id);
    return { accessToken: tokens.accessToken, custId: String(account.id) };
  }

  /** An encrypted call with any plaintext (not only a well-formed envelope). */
  async function sealedProbe(
    endpoint: Endpoint,
    label: string,
    plaintext: unknown,
    payloadForUrl: unknown,
    caller: Caller | null,
  ): Promise<Probe> {
    const { envelope } = current().fuzz;
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

  function callerFor(endpoint: Endpoint): Caller | null {
    return endpoint.auth === 'none' ? null : current().consumer;
  }

  function baseOf(endpoint: Endpoint, caller: Caller | null): Record<string, unknown> {
    const context: FuzzContext = { custId: caller?.custId ?? current().consumer.custId, now: Date.now() };
    const base = BASE_REQUESTS[endpoint.name](context);
    // A guest's call carries no custId (with one, it needs a token).
    if (!caller) delete base.custId;
    return base;
  }

  /** A single-use token of unit 97's test captcha, as the page's widget gets it. */
  async function captchaToken(): Promise<string> {
    const { host, origin } = current().fuzz;
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
        probes.push(
          await sealedProbe(endpoint, `${field} = ${label}`, { webInfo: webInfo(), payload }, payload, caller),
        );
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
    const { consumer, business } = current();
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

  return { sessionOf, fieldProbes, envelopeProbes, callerProbes, generatedProbes };
}
