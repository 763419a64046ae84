import { deleteCart, getCart, saveCart } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { carts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('server cart', () => {
  const cartData = JSON.stringify({
    cartItems: [{ id: 'line-1', data: { itemCode: 'MJ-GROCERY-D', amount: 10000, qty: 2 } }],
  });

  it('saves, reads back and deletes the cart, sealed at rest', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData: null } });
    expect(await client.call(saveCart, { custId, cartData })).toMatchObject({ ok: true, data: { saved: true } });
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData } });
    const [row] = await api.app.shopApi.database.db
      .select()
      .from(carts)
      .where(eq(carts.accountId, Number(custId)));
    expect(row.sealedCart).not.toContain('MJ-GROCERY-D');
    expect(await client.call(deleteCart, { custId })).toEqual({ ok: true, status: 200, data: { deleted: true } });
    expect(await client.call(getCart, { custId })).toEqual({ ok: true, status: 200, data: { cartData: null } });
  });

  it("keeps each customer's cart to itself", async () => {
    const layla = await api.signIn(DEMO.consumer97);
    const omar = await api.signIn(DEMO.unvalidated97);
    await layla.client.call(saveCart, { custId: layla.custId, cartData });
    expect(await omar.client.call(getCart, { custId: omar.custId })).toMatchObject({ data: { cartData: null } });
    expect(await omar.client.call(getCart, { custId: layla.custId })).toMatchObject({ ok: false, status: 403 });
    expect(await omar.client.call(deleteCart, { custId: layla.custId })).toMatchObject({ ok: false, status: 403 });
    expect(await layla.client.call(getCart, { custId: layla.custId })).toMatchObject({ data: { cartData } });
  });

  it('refuses a cart that is not JSON or too large and stores nothing', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer150, '150');
    expect(await client.call(saveCart, { custId, cartData: '{not json' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'cartData', message: 'cartData must be valid JSON' }] },
    });
    expect(await client.call(saveCart, { custId, cartData: JSON.stringify('x'.repeat(200_001)) })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'cartData' }] },
    });
    expect(await client.call(getCart, { custId })).toMatchObject({ data: { cartData: null } });
  });

  it('answers 401 without a token', async () => {
    expect(await api.client().call(saveCart, { custId: '100001', cartData })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40100 },
    });
    expect(await api.client().call(getCart, { custId: '100001' })).toMatchObject({ status: 401 });
    expect(await api.client().call(deleteCart, { custId: '100001' })).toMatchObject({ status: 401 });
  });
});
