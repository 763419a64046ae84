import type { EndpointHandler } from '../http/handler';
import { ALL_HANDLERS } from '../server';
import { DEMO } from '../testing/test-api';
import { BASE_REQUESTS } from './fuzz-cases';
import { probeSender, startFuzzHost, type Caller, type FuzzHost } from './support/fuzz-host';
import { sealedProbesKit } from './support/sealed-probes';

/**
 * Every encrypted endpoint gets malformed, wrongly typed, oversized, control-character and deeply
 * nested input, through the real encrypted envelope (support/sealed-probes.ts). Any 5xx (or a
 * dropped connection) fails. FUZZ_SEED=<n> explores other generated inputs, FUZZ_DEBUG=1 prints the
 * statuses that came back.
 */
let fuzz: FuzzHost;
let consumer: Caller;
let business: Caller;

beforeAll(async () => {
  fuzz = await startFuzzHost();
});

afterAll(async () => {
  await fuzz?.close();
});

const failuresOf = probeSender(() => fuzz);
const { sessionOf, fieldProbes, envelopeProbes, callerProbes, generatedProbes } = sealedProbesKit(() => ({
  fuzz,
  consumer,
  business,
}));

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
