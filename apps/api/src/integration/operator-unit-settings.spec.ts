import {
  copyUnit,
  getBuList,
  getBuParameter,
  getUnitSettings,
  listAuditLog,
  listOperatorUnits,
  listUnitSettingsVersions,
  previewUnitSettings,
  publishUnitSettings,
  restoreUnitSettings,
  saveUnitSettingsDraft,
  type BusinessUnit,
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

type Client = Awaited<ReturnType<typeof signedIn>>['client'];

async function shopUnit(buId = '97'): Promise<BusinessUnit> {
  return ok(api.client({ buId }).call(getBuParameter, { buId }));
}

/** The business tab on, the card balance query off, a new banner text: the issue's first journey. */
function edited(params: BusinessUnit): BusinessUnit {
  return {
    ...params,
    features: { ...params.features, b2b: true, queryCard: false },
    banners: { ...params.banners, text: 'Spring offers for companies' },
  };
}

async function draftOf(client: Client, buId = '97') {
  const current = await ok(client.call(getUnitSettings, { buId }));
  const saved = await ok(
    client.call(saveUnitSettingsDraft, {
      buId,
      basedOn: current.liveVersionNo,
      params: edited(current.params),
      note: 'B2B for spring',
    }),
  );
  return { current, draft: saved.version };
}

describe('unit settings versions', () => {
  it('refuse a unit the operator does not run, in the API', async () => {
    const { client } = await signedIn(OPERATORS.ops250);
    expect(await client.call(getUnitSettings, { buId: '97' })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 58050 },
    });
    expect(await client.call(publishUnitSettings, { buId: '97', versionNo: 1 })).toMatchObject({
      error: { code: 58050 },
    });
    const units = await ok(client.call(listOperatorUnits, {}));
    expect(units.units.map((unit) => unit.buId)).toEqual(['250']);
  });

  it('save a draft, publish it to the shop, and restore the earlier version', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const { current, draft } = await draftOf(client);
    expect(draft).toMatchObject({ state: 'draft', basedOn: current.liveVersionNo, note: 'B2B for spring' });
    expect(draft.changes).toEqual(['banners.text', 'features.b2b', 'features.queryCard']);
    expect(draft.createdBy).toMatchObject({ name: 'Omar Operator' });
    // A draft changes nothing in the shop.
    expect((await shopUnit()).features.b2b).toBe(false);

    const published = await ok(client.call(publishUnitSettings, { buId: '97', versionNo: draft.versionNo }));
    expect(published.version).toMatchObject({ state: 'live', publishedBy: { name: 'Omar Operator' } });
    const shop = await shopUnit();
    expect(shop.features).toMatchObject({ b2b: true, queryCard: false });
    expect(shop.banners.text).toBe('Spring offers for companies');

    const restored = await ok(
      client.call(restoreUnitSettings, { buId: '97', versionNo: current.liveVersionNo, note: '' }),
    );
    expect(restored.version).toMatchObject({ state: 'live', restoredFrom: current.liveVersionNo });
    expect(restored.version.note).toBe(`Restored version ${current.liveVersionNo}`);
    const back = await shopUnit();
    expect(back.features).toMatchObject({ b2b: false, queryCard: true });
    expect(back.banners.text).toBeUndefined();

    const history = await ok(client.call(listUnitSettingsVersions, { buId: '97' }));
    expect(history.versions.map((version) => [version.versionNo, version.state])).toEqual([
      [restored.version.versionNo, 'live'],
      [draft.versionNo, 'earlier'],
      [current.liveVersionNo, 'earlier'],
    ]);
  });

  it('refuse to publish a version twice, or a draft overtaken by another publish', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const first = await draftOf(client);
    const second = await draftOf(client);
    await ok(client.call(publishUnitSettings, { buId: '97', versionNo: first.draft.versionNo }));
    expect(await client.call(publishUnitSettings, { buId: '97', versionNo: first.draft.versionNo })).toMatchObject({
      status: 409,
      error: { code: 58053 },
    });
    expect(await client.call(publishUnitSettings, { buId: '97', versionNo: second.draft.versionNo })).toMatchObject({
      status: 409,
      error: { code: 58054 },
    });
    expect(await client.call(getUnitSettings, { buId: '97', versionNo: 999 })).toMatchObject({
      status: 404,
      error: { code: 58052 },
    });
    await ok(client.call(restoreUnitSettings, { buId: '97', versionNo: first.current.liveVersionNo, note: 'back' }));
  });

  it('check the parameters with the shop’s unit schema', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const current = await ok(client.call(getUnitSettings, { buId: '97' }));
    const broken = { ...current.params, b2bMaxQty: 0 };
    const answer = await client.call(saveUnitSettingsDraft, { buId: '97', basedOn: 1, params: broken, note: '' });
    expect(answer).toMatchObject({ ok: false, status: 400 });
    if (answer.ok) return;
    expect(answer.error.issues?.map((issue) => issue.path)).toEqual(['params.b2bMaxQty']);
    const otherUnit = { ...current.params, buId: '250' };
    expect(
      await client.call(saveUnitSettingsDraft, { buId: '97', basedOn: 1, params: otherUnit, note: '' }),
    ).toMatchObject({ error: { code: 58055 } });
  });

  it('preview a draft for the operator only, with a signed link that expires', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    const { draft } = await draftOf(client);
    const preview = await ok(client.call(previewUnitSettings, { buId: '97', versionNo: draft.versionNo }));
    expect(preview.previewUrl).toMatch(/^http:\/\/shop\.test\/\?preview=/);
    const token = new URL(preview.previewUrl).searchParams.get('preview') ?? '';
    const previews = api.app.shopApi.services.unitPreviews;
    expect((await previews.unitFor(token, '97'))?.features.b2b).toBe(true);
    expect(await previews.unitFor(token, '250')).toBeNull();
    expect(
      await previews.unitFor(
        token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
        '97',
      ),
    ).toBeNull();
    expect((await shopUnit()).features.b2b).toBe(false);
    api.advance(15 * 60_000 + 1_000);
    expect(await previews.unitFor(token, '97')).toBeNull();
  });

  it('record every step in the audit log', async () => {
    const { client } = await signedIn(OPERATORS.admin);
    const log = await ok(client.call(listAuditLog, { buId: '97', action: 'unitSettings.' }));
    const actions = log.entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['unitSettings.draft', 'unitSettings.publish', 'unitSettings.restore']),
    );
    expect(log.entries.find((entry) => entry.action === 'unitSettings.publish')).toMatchObject({
      operatorEmail: OPERATORS.ops97,
      details: { changes: ['banners.text', 'features.b2b', 'features.queryCard'] },
    });
  });

  it('let an administrator create a unit as a copy of another', async () => {
    const ops = await signedIn(OPERATORS.ops97);
    expect(await ops.client.call(copyUnit, { fromBuId: '97', buId: 'dubai2', name: 'Dubai 2' })).toMatchObject({
      error: { code: 58051 },
    });
    const { client } = await signedIn(OPERATORS.admin);
    await ok(client.call(copyUnit, { fromBuId: '250', buId: 'paris2', name: 'Maison Cadeaux Paris 2' }));
    expect(await client.call(copyUnit, { fromBuId: '250', buId: 'paris2', name: 'Again' })).toMatchObject({
      error: { code: 58056 },
    });
    const list = await ok(api.client().call(getBuList, {}));
    expect(list.units.map((unit) => unit.buId)).toContain('paris2');
    const copy = await shopUnit('paris2');
    expect(copy).toMatchObject({ buId: 'paris2', name: 'Maison Cadeaux Paris 2', currency: 'EUR' });
    const versions = await ok(client.call(listUnitSettingsVersions, { buId: 'paris2' }));
    expect(versions.versions).toEqual([
      expect.objectContaining({ versionNo: 1, state: 'live', note: 'Copy of unit 250' }),
    ]);
  });
});
