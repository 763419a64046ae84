import { ENDPOINTS, heartbeat, logout, validateToken } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('validateToken, heartbeat and logout', () => {
  it('validates a live token and keeps it alive', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const check = await client.call(validateToken, {});
    expect(check).toMatchObject({ ok: true, data: { valid: true, custId, custType: 'C' } });
    expect(await client.call(heartbeat, {})).toMatchObject({ ok: true, data: { alive: true } });
  });

  it('answers 401 and raises force-logout without a token, with an unknown one, and after expiry', async () => {
    const anonymous = api.client();
    const events: string[] = [];
    anonymous.onForceLogout((event) => events.push(event.endpoint));
    expect(await anonymous.call(validateToken, {})).toEqual({
      ok: false,
      status: 401,
      error: { code: 40100, message: 'no authorized' },
    });
    expect(await api.client({ accessToken: 'x'.repeat(43) }).call(heartbeat, {})).toEqual({
      ok: false,
      status: 401,
      error: { code: 40101, message: 'User not authenticated' },
    });
    expect(events).toEqual(['validateToken']);

    const { client } = await api.signIn(DEMO.consumer97);
    api.advance(12 * 60 * 60 * 1000 + 1);
    expect(await client.call(validateToken, {})).toMatchObject({ ok: false, status: 401, error: { code: 40101 } });
    expect(await client.call(heartbeat, {})).toMatchObject({ ok: false, status: 401 });
  });

  it('revokes the session at logout', async () => {
    const { client, refreshToken } = await api.signIn(DEMO.consumer97);
    expect(await client.call(logout, { refreshToken })).toEqual({ ok: true, status: 200, data: { redirectUrl: null } });
    expect(await client.call(validateToken, {})).toMatchObject({ ok: false, status: 401, error: { code: 40101 } });
  });

  it('revokes by the access token of the payload, and answers even once the session expired', async () => {
    const { client, accessToken } = await api.signIn(DEMO.consumer97);
    expect((await api.client().call(logout, { refreshToken: 'unrelated-refresh', accessToken })).ok).toBe(true);
    expect(await client.call(validateToken, {})).toMatchObject({ ok: false, status: 401 });
    const expiring = await api.signIn(DEMO.consumer97);
    api.advance(12 * 60 * 60 * 1000 + 1);
    expect(await expiring.client.call(logout, { refreshToken: expiring.refreshToken })).toEqual({
      ok: true,
      status: 200,
      data: { redirectUrl: null },
    });
  });

  it('revokes by refresh token alone, answers an unknown one quietly, refuses a missing one', async () => {
    const { client, refreshToken } = await api.signIn(DEMO.consumer97);
    expect((await api.client().call(logout, { refreshToken })).ok).toBe(true);
    expect(await client.call(validateToken, {})).toMatchObject({ status: 401 });
    expect((await api.client().call(logout, { refreshToken: 'not-a-known-token' })).ok).toBe(true);
    expect(await api.client().call(logout, {} as never)).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'refreshToken' }] },
    });
  });
});

describe('every authenticated call', () => {
  const authenticated = ENDPOINTS.filter((endpoint) => endpoint.auth === 'required');

  it('answers 401 "no authorized" without a token', async () => {
    expect(authenticated.length).toBeGreaterThanOrEqual(12);
    for (const endpoint of authenticated) {
      const result = await api.client().call(endpoint, { custId: '100001' });
      expect({ endpoint: endpoint.name, result }).toEqual({
        endpoint: endpoint.name,
        result: { ok: false, status: 401, error: { code: 40100, message: 'no authorized' } },
      });
    }
  });

  it('answers 401 "User not authenticated" once the session expired', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    api.advance(12 * 60 * 60 * 1000 + 1);
    for (const endpoint of authenticated) {
      const result = await client.call(endpoint, { custId });
      expect({ endpoint: endpoint.name, result }).toEqual({
        endpoint: endpoint.name,
        result: { ok: false, status: 401, error: { code: 40101, message: 'User not authenticated' } },
      });
    }
  });
});
