import { createApiClient } from '@shop/api-client';
import {
  getCatalogueVersion,
  getProducts,
  getUnitSettings,
  publishCatalogue,
  publishUnitSettings,
  restoreCatalogue,
  restoreUnitSettings,
  saveCatalogueDraft,
  saveUnitSettingsDraft,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ok, operatorKit, OPERATORS } from './support/operator-kit';

let api: TestApi;
const { signedIn } = operatorKit(() => api);

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const cache = () => api.app.shopApi.services.catalogueCache;
const counts = () => ({ hits: cache().hits, misses: cache().misses });

/** The first page of unit 97's products as a new guest (its own initial token) sees it. */
const guestPage = (language: 'en' | 'ar' = 'en', productName?: string) =>
  ok(api.client({ buId: '97', language }).call(getProducts, { categoryId: 0, page: 1, productName }));

/**
 * Waits until a guest's page comes from memory: the publish counter's poll may still drop the cache once
 * after a publish of the test before (each replica polls it every 200 ms).
 */
async function warmed(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await guestPage();
    const before = counts();
    await guestPage();
    if (counts().hits === before.hits + 1) return;
  }
  throw new Error('the product page never came from the cache');
}

const namesOf = (page: { products: { itemCode: string; productName: string }[] }) =>
  Object.fromEntries(page.products.map((product) => [product.itemCode, product.productName]));

describe('the catalogue cache', () => {
  it('answers every guest the same product page from memory, per language; a search is read each time', async () => {
    const first = await guestPage();
    const before = counts();
    expect(await guestPage()).toEqual(first);
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });

    const arabic = await guestPage('ar');
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
    expect(arabic.products.map((product) => product.itemCode)).toEqual(first.products.map((p) => p.itemCode));
    expect(namesOf(arabic)).not.toEqual(namesOf(first));

    const [named] = first.products;
    const searched = await guestPage('en', named.productName.slice(0, 4));
    expect(searched.products.map((product) => product.itemCode)).toContain(named.itemCode);
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it('shows a change made outside a publish once its time is over (30 s)', async () => {
    const [shown] = (await guestPage()).products;
    const where = and(eq(products.buId, '97'), eq(products.itemCode, shown.itemCode));
    const db = api.app.shopApi.database.db;
    const [row] = await db.select().from(products).where(where);
    await db
      .update(products)
      .set({ names: { ...row.names, en: 'Renamed in the database' } })
      .where(where);
    try {
      expect(namesOf(await guestPage())[shown.itemCode]).toBe(shown.productName);
      api.advance(30_000);
      expect(namesOf(await guestPage())[shown.itemCode]).toBe('Renamed in the database');
    } finally {
      await db.update(products).set({ names: row.names }).where(where);
      api.advance(30_000);
    }
  });

  it('changes the next answer at once when a catalogue is published or restored', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const live = await ok(client.call(getCatalogueVersion, { buId: '97' }));
    await warmed();
    const itemCode = (await guestPage()).products[0].itemCode;
    const catalogue = {
      ...live.catalogue,
      products: live.catalogue.products.map((product) =>
        product.itemCode === itemCode ? { ...product, isActive: false } : product,
      ),
    };
    const { version } = await ok(
      client.call(saveCatalogueDraft, { buId: '97', basedOn: live.liveVersionNo, catalogue, note: '' }),
    );
    await ok(client.call(publishCatalogue, { buId: '97', versionNo: version.versionNo }));
    // No wait and no clock move: the publishing replica dropped its cache when the publish committed.
    expect((await guestPage()).products.map((product) => product.itemCode)).not.toContain(itemCode);

    await ok(client.call(restoreCatalogue, { buId: '97', versionNo: live.liveVersionNo, note: '' }));
    expect((await guestPage()).products.map((product) => product.itemCode)).toContain(itemCode);
  });

  it("forgets the catalogue answers when a unit's settings are published", async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const current = await ok(client.call(getUnitSettings, { buId: '97' }));
    const params = { ...current.params, features: { ...current.params.features, b2b: true } };
    const { version } = await ok(
      client.call(saveUnitSettingsDraft, { buId: '97', basedOn: current.liveVersionNo, params, note: '' }),
    );
    await warmed();
    expect(cache().size.entries).toBeGreaterThan(0);
    await ok(client.call(publishUnitSettings, { buId: '97', versionNo: version.versionNo }));
    expect(cache().size).toEqual({ entries: 0, bytes: 0 });
    const before = counts();
    await guestPage();
    expect(counts().misses).toBe(before.misses + 1);
    await ok(client.call(restoreUnitSettings, { buId: '97', versionNo: current.liveVersionNo, note: '' }));
  });
});

describe('HTTP validators (decision 0063)', () => {
  it('let a browser revalidate a catalogue image: ETag, and 304 without a body when it still holds', async () => {
    const url = '/api/images/products/mj-grocery-d.svg';
    const first = await api.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await api.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await api.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('send no validator with a sealed answer: each is sealed anew and its URL used once', async () => {
    const seen: Headers[] = [];
    const answer = await createApiClient({
      baseUrl: api.baseUrl,
      buId: () => '97',
      language: () => 'en',
      now: () => api.app.shopApi.services.now(),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        seen.push(response.headers);
        return response;
      },
    }).call(getProducts, { categoryId: 0, page: 1 });
    expect(answer.ok).toBe(true);
    expect(seen.at(-1)?.get('etag')).toBeNull();
  });
});
