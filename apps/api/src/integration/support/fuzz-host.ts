import {
  createAgreementKeyPair,
  deriveEnvelopeKeyBytes,
  importEnvelopeKey,
  openJson,
  responseBinding,
} from '@shop/envelope';
import type { Endpoint } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../http/rate-limits';
import { mountApi } from '../../server';
import { TEST_PASSWORD_COST } from '../../testing/test-api';
import { createTestDatabase } from '../../testing/test-database';

/**
 * The API the fuzz specs attack (fuzz-endpoints.spec.ts through the real encrypted envelope,
 * fuzz-raw-http.spec.ts as raw HTTP): mounted under its prefix on a host of its own, with rate
 * limits no fuzz reaches, and an initial token agreed. Any 5xx (or a dropped connection) fails.
 * FUZZ_DEBUG=1 prints how many answers of each status came back.
 */
export const PREFIX = '/api';
const PARALLEL = 4;

export interface Caller {
  accessToken: string;
  custId: string;
}

export interface Probe {
  label: string;
  /** The encrypted call it makes, so its sealed answer can be read on failure. */
  endpoint?: Endpoint;
  method: string;
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface FuzzHost {
  host: FastifyInstance;
  origin: string;
  envelope: { init: string; key: CryptoKey };
  close(): Promise<void>;
}

/** Starts the API on a free port; every route it registers is added to `routes` (path -> methods). */
export async function startFuzzHost(routes = new Map<string, Set<string>>()): Promise<FuzzHost> {
  const database = await createTestDatabase();
  const host = Fastify();
  host.addHook('onRoute', (route) => {
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    routes.set(route.url, methods);
  });
  const generous = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 100_000, timeWindow: 60_000 }]),
  );
  try {
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
  } catch (error) {
    await host.close();
    await database.drop();
    throw error;
  }
  const origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  return {
    host,
    origin,
    envelope: await negotiate(origin),
    async close() {
      if (process.env.FUZZ_DEBUG) console.log(JSON.stringify([...statuses.entries()].sort()));
      await host.close();
      await database.drop();
    },
  };
}

async function negotiate(origin: string) {
  const pair = await createAgreementKeyPair();
  const response = await fetch(`${origin}${PREFIX}/others/init?clientKey=${pair.publicKey}`);
  const answer = (await response.json()) as { init: string; serverKey: string };
  return {
    init: answer.init,
    key: await importEnvelopeKey(await deriveEnvelopeKeyBytes(pair.privateKey, answer.serverKey, answer.init)),
  };
}

const statuses = new Map<number, number>();

/** Sends the probes a few at a time; answers the ones that got a 5xx or no answer at all. */
export const probeSender = (fuzz: () => FuzzHost) =>
  async function failuresOf(probes: Probe[]): Promise<string[]> {
    const { origin } = fuzz();
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
          if (response.status >= 500)
            failures.push(`${probe.label}: ${response.status} ${await readable(fuzz(), text, probe)}`);
        } catch (error) {
          failures.push(`${probe.label}: no answer (${(error as Error).message})`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return failures;
  };

/** The answer's error, opened when it is sealed. */
async function readable({ envelope }: FuzzHost, text: string, { endpoint }: Probe): Promise<string> {
  try {
    const body = JSON.parse(text) as { token?: string };
    if (body.token && endpoint)
      return JSON.stringify(await openJson(envelope.key, body.token, responseBinding(endpoint.name)));
  } catch {
    // not JSON or not sealed: shown as it came
  }
  return text.slice(0, 300);
}
