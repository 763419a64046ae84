import { createApiClient, type ApiClient } from '@shop/api-client';
import {
  getBuParameter,
  getCatalogueVersion,
  getProducts,
  getUnitSettings,
  operatorSignIn,
  operatorVerifyTotp,
  publishCatalogue,
  publishUnitSettings,
  restoreUnitSettings,
  saveCatalogueDraft,
  saveUnitSettingsDraft,
} from '@shop/contracts';
import { totpCodeAt } from '../features/operators/operator-totp';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';
import { DEMO_PASSWORD } from '../testing/test-api';
import { ok, OPERATORS, totpSecretOf } from './support/operator-kit';

/** The bound: a published version is seen by every replica within one second. */
const PUBLISH_REACH_MS = 1_000;

let replicas: ReplicaApis;
/** One operator session (a TOTP code opens one), used on either replica: sessions live in the database. */
let operatorToken: string;

beforeAll(async () => {
  replicas = await startReplicaApis();
  operatorToken = await signInOn(replicas.baseUrls[0]);
});

afterAll(async () => {
  await replicas?.close();
});

const clientOf = (baseUrl: string, accessToken: string | null = null): ApiClient =>
  createApiClient({
    baseUrl,
    buId: () => '97',
    language: () => 'en',
    accessToken: () => accessToken,
    now: () => replicas.now(),
  });

async function signInOn(baseUrl: string): Promise<string> {
  const guest = clientOf(baseUrl);
  const { challengeId } = await ok(guest.call(operatorSignIn, { email: OPERATORS.ops97, password: DEMO_PASSWORD }));
  const code = totpCodeAt(totpSecretOf(OPERATORS.ops97), replicas.now());
  return (await ok(guest.call(operatorVerifyTotp, { challengeId, code }))).accessToken;
}

const operatorOn = (baseUrl: string): ApiClient => clientOf(baseUrl, operatorToken);

/**
 * Asks every replica until each shows what `seen` looks for, for at most PUBLISH_REACH_MS after the publish
 * answered; answers how long each took (a replica that never showed it fails the test).
 */
async function reachOf(published: number, seen: (client: ApiClient) => Promise<boolean>): Promise<number[]> {
  const reached = await Promise.all(
    replicas.baseUrls.map(async (baseUrl) => {
      const client = clientOf(baseUrl);
      for (;;) {
        const elapsed = Date.now() - published;
        if (await seen(client)) return elapsed;
        if (elapsed > PUBLISH_REACH_MS) throw new Error(`${baseUrl} still shows the old version after ${elapsed} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  // PUBLISH_REACH_LOG=1 prints the measured figures (ms per replica).
  if (process.env.PUBLISH_REACH_LOG) process.stdout.write(`publish reached the replicas in ${reached.join(', ')} ms\n`);
  return reached;
}

const b2bOf = async (client: ApiClient) => (await ok(client.call(getBuParameter, { buId: '97' }))).features.b2b;

describe('a publish with two API replicas', () => {
  it('reaches both within a second, and so does a restore', async () => {
    // Both replicas have the unit cached before the publish: the publish must reach their caches.
    for (const baseUrl of replicas.baseUrls) expect(await b2bOf(clientOf(baseUrl))).toBe(false);
    const operator = operatorOn(replicas.baseUrls[0]);
    const current = await ok(operator.call(getUnitSettings, { buId: '97' }));
    const params = { ...current.params, features: { ...current.params.features, b2b: true } };
    const { version } = await ok(
      operator.call(saveUnitSettingsDraft, { buId: '97', basedOn: current.liveVersionNo, params, note: '' }),
    );
    await ok(operator.call(publishUnitSettings, { buId: '97', versionNo: version.versionNo }));
    const reached = await reachOf(Date.now(), async (client) => b2bOf(client));
    expect(reached.every((ms) => ms <= PUBLISH_REACH_MS)).toBe(true);

    await ok(operator.call(restoreUnitSettings, { buId: '97', versionNo: current.liveVersionNo, note: '' }));
    const restored = await reachOf(Date.now(), async (client) => !(await b2bOf(client)));
    expect(restored.every((ms) => ms <= PUBLISH_REACH_MS)).toBe(true);
  });

  it('switches a product off in the shop of both replicas', async () => {
    const operator = operatorOn(replicas.baseUrls[1]);
    const live = await ok(operator.call(getCatalogueVersion, { buId: '97' }));
    const [first] = live.catalogue.products.filter((product) => product.isActive);
    const catalogue = {
      ...live.catalogue,
      products: live.catalogue.products.map((product) =>
        product.itemCode === first.itemCode ? { ...product, isActive: false } : product,
      ),
    };
    const { version } = await ok(
      operator.call(saveCatalogueDraft, { buId: '97', basedOn: live.liveVersionNo, catalogue, note: '' }),
    );
    const listed = async (client: ApiClient) =>
      (await ok(client.call(getProducts, { categoryId: 0, page: 1 }))).products.map((product) => product.itemCode);
    // Both replicas hold the product page in their catalogue caches (decision 0063, kept 30 s): the publish
    // must drop them, on the replica that publishes and on the other one.
    for (const baseUrl of replicas.baseUrls) {
      for (let read = 0; read < 2; read += 1) expect(await listed(clientOf(baseUrl))).toContain(first.itemCode);
    }
    await ok(operator.call(publishCatalogue, { buId: '97', versionNo: version.versionNo }));
    const reached = await reachOf(Date.now(), async (client) => !(await listed(client)).includes(first.itemCode));
    expect(reached.every((ms) => ms <= PUBLISH_REACH_MS)).toBe(true);
  });
});
