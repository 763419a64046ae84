import {
  getCatalogueVersion,
  getProducts,
  listCatalogueVersions,
  publishCatalogue,
  restoreCatalogue,
  saveCatalogueDraft,
  type CatalogueDocument,
} from '@shop/contracts';
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

const shopItemCodes = async (buId = '97') =>
  (await ok(api.client({ buId }).call(getProducts, { categoryId: 0, page: 1 }))).products.map((p) => p.itemCode);

const switchedOff = (catalogue: CatalogueDocument, itemCode: string): CatalogueDocument => ({
  ...catalogue,
  products: catalogue.products.map((product) =>
    product.itemCode === itemCode ? { ...product, isActive: false } : product,
  ),
});

describe('catalogue versions', () => {
  it('publish a product switched off to the shop, and restore it', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const live = await ok(client.call(getCatalogueVersion, { buId: '97' }));
    expect(live.version).toMatchObject({ versionNo: 1, state: 'live', createdBy: null });
    const itemCode = live.catalogue.products.find((product) => product.isActive)?.itemCode ?? '';
    expect(await shopItemCodes()).toContain(itemCode);

    const { version } = await ok(
      client.call(saveCatalogueDraft, {
        buId: '97',
        basedOn: live.liveVersionNo,
        catalogue: switchedOff(live.catalogue, itemCode),
        note: 'Out of stock',
      }),
    );
    expect(version).toMatchObject({ state: 'draft', changes: [`products.${itemCode}.isActive`] });
    expect(await shopItemCodes()).toContain(itemCode);
    await ok(client.call(publishCatalogue, { buId: '97', versionNo: version.versionNo }));
    expect(await shopItemCodes()).not.toContain(itemCode);

    await ok(client.call(restoreCatalogue, { buId: '97', versionNo: live.liveVersionNo, note: '' }));
    expect(await shopItemCodes()).toContain(itemCode);
    const history = await ok(client.call(listCatalogueVersions, { buId: '97' }));
    expect(history.versions.map((entry) => entry.state)).toEqual(['live', 'earlier', 'earlier']);
  });

  it('refuse a catalogue that breaks a rule, or leaves a product out', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const live = await ok(client.call(getCatalogueVersion, { buId: '97' }));
    const [first, ...others] = live.catalogue.products;
    const broken = { ...live.catalogue, products: [{ ...first, validMonths: 13, categoryId: 999 }, ...others] };
    const refused = await client.call(saveCatalogueDraft, {
      buId: '97',
      basedOn: live.liveVersionNo,
      catalogue: broken,
      note: '',
    });
    expect(refused).toMatchObject({ ok: false, status: 400, error: { code: 58057 } });
    if (refused.ok) return;
    expect(refused.error.issues).toEqual([
      expect.objectContaining({ path: 'catalogue.products.0.categoryId', key: 'catalogueUnknownCategory' }),
      expect.objectContaining({ path: 'catalogue.products.0.validMonths', key: 'catalogueValidMonths' }),
    ]);
    const dropped = { ...live.catalogue, products: others };
    expect(
      await client.call(saveCatalogueDraft, { buId: '97', basedOn: live.liveVersionNo, catalogue: dropped, note: '' }),
    ).toMatchObject({ status: 409, error: { code: 58058 } });
  });

  it('refuse the catalogue of a unit the operator does not run', async () => {
    const { client } = await signedIn(OPERATORS.ops250);
    expect(await client.call(getCatalogueVersion, { buId: '97' })).toMatchObject({
      status: 403,
      error: { code: 58050 },
    });
  });
});
