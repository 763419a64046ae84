import { getMemberInbox, getMemberProducts, getProductCountryList, getProductsDiscount } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { memberKit } from './support/member-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { sessionFor } = memberKit(() => api);

describe('inbox and products', () => {
  it('pages the inbox newest first', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const first = await client.call(getMemberInbox, { custId });
    expect(first).toMatchObject({
      ok: true,
      data: {
        totalCount: 2,
        page: 1,
        messages: [{ title: 'Eid offer', status: 'Active' }, { title: 'Welcome to Marjan Market gift cards' }],
      },
    });
    expect(await client.call(getMemberInbox, { custId, page: 2 })).toMatchObject({
      data: { totalCount: 2, page: 2, messages: [] },
    });
    expect(await client.call(getMemberInbox, { custId, page: 0 })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'page', message: 'Page starts at 1' }] },
    });
  });

  it('offers business products to business members only', async () => {
    const consumer = await api.signIn(DEMO.consumer250, '250');
    const business = await sessionFor(DEMO.business250, '250');
    const consumerProducts = await consumer.client.call(getMemberProducts, { custId: consumer.custId });
    const businessProducts = await business.client.call(getMemberProducts, { custId: business.custId });
    const codes = (result: typeof consumerProducts) =>
      result.ok ? result.data.products.map((product) => product.itemCode) : [];
    expect(codes(consumerProducts)).not.toContain('MC-CE-D');
    expect(codes(businessProducts)).toContain('MC-CE-D');
    expect(codes(businessProducts)).not.toContain('MC-NOEL-D');
  });
});

describe('discount tiers', () => {
  it('answers tiers and the reached rate from accumulated purchases', async () => {
    const business = await sessionFor(DEMO.business250, '250');
    const result = await business.client.call(getProductsDiscount, { itemCode: 'MC-CE-D', custId: business.custId });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: {
        itemCode: 'MC-CE-D',
        accumulateAmt: 850000,
        isAccuSales: true,
        discount: 1.5,
        productDiscountList: [
          { itemCode: 'MC-CE-D', amountFrom: 0, amountTo: 499999, discountRate: 0 },
          { itemCode: 'MC-CE-D', amountFrom: 500000, amountTo: 1999999, discountRate: 1.5 },
          { itemCode: 'MC-CE-D', amountFrom: 2000000, amountTo: 100000000, discountRate: 3 },
        ],
      },
    });
  });

  it('answers guests too, and code 52 for an item that is gone', async () => {
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D' })).toMatchObject({
      ok: true,
      data: { accumulateAmt: 0, discount: 1 },
    });
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-SUMMER-D' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'NO-SUCH-ITEM' })).toEqual(gone);
    expect(await api.client().call(getProductsDiscount, { itemCode: 'bad code!' })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'itemCode' }] },
    });
    expect(await api.client().call(getProductsDiscount, { itemCode: 'MJ-TECH-D', custId: '100001' })).toMatchObject({
      status: 401,
      error: { code: 40100 },
    });
  });

  it("answers a business-only product's tiers like an unknown item to guests and consumers", async () => {
    const gone = { ok: false, status: 404, error: { code: 52, message: 'The item no longer exists.' } };
    expect(await api.client({ buId: '250' }).call(getProductsDiscount, { itemCode: 'MC-CE-D' })).toEqual(gone);
    const consumer = await sessionFor(DEMO.consumer250, '250');
    expect(await consumer.client.call(getProductsDiscount, { itemCode: 'MC-CE-D', custId: consumer.custId })).toEqual(
      gone,
    );
  });
});

describe('product countries', () => {
  it("lists the unit's product countries in the request language", async () => {
    const result = await api.client({ buId: '150', language: 'fr' }).call(getProductCountryList, {});
    expect(result.ok && result.data.countryList).toEqual([
      { countryCode: 'BE', countryName: 'Belgique' },
      { countryCode: 'ES', countryName: 'Espagne' },
      { countryCode: 'FR', countryName: 'France' },
      { countryCode: 'IT', countryName: 'Italie' },
      { countryCode: 'NL', countryName: 'Pays-Bas' },
      { countryCode: 'PT', countryName: 'Portugal' },
    ]);
  });
});
