import { versionedPath } from '@shop/contracts';
import { ALL_HANDLERS } from '../server';
import { PREFIX, probeSender, startFuzzHost, type FuzzHost } from './support/fuzz-host';
import { rawProbesKit } from './support/raw-probes';

/**
 * Every route the API serves (the endpoints, the initial token, the dev mailbox, the OpenAPI
 * document, the images) gets raw HTTP that is no envelope at all: odd bodies, queries, types,
 * encodings and sizes (support/raw-probes.ts). Any 5xx (or a dropped connection) fails.
 */
const routes = new Map<string, Set<string>>();
let fuzz: FuzzHost;

beforeAll(async () => {
  fuzz = await startFuzzHost(routes);
});

afterAll(async () => {
  await fuzz?.close();
});

const failuresOf = probeSender(() => fuzz);
const { rawProbes } = rawProbesKit(() => fuzz);

const HANDLERS = ALL_HANDLERS.filter(({ endpoint }) => endpoint.encrypted);

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

  // Every probe of every route in one test: thousands of requests, over a minute on a busy machine.
  it('never answers 5xx, on any route', async () => {
    const probes = [...routes.entries()].flatMap(([route, methods]) =>
      rawProbes(route, methods).map((probe) => ({ ...probe, label: `${route} ${probe.label}` })),
    );
    expect(await failuresOf(probes)).toEqual([]);
  }, 300_000);
});
