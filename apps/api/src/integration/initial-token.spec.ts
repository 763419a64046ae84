import { createRequestNonce, formatRequestToken, sealJson, requestBinding } from '@shop/envelope';
import { login } from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { authKit } from './support/auth-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { rawInit } = authKit(() => api);

describe('initial token and envelope', () => {
  it('agrees a key valid one hour, tells the server time, with security headers', async () => {
    const { response, body } = await rawInit();
    expect(response.status).toBe(200);
    expect(body.expiresIn).toBe(3600);
    // The page dates its requests by this clock, so a device minutes off still gets through.
    expect(typeof body.serverTime).toBe('number');
    expect(body.init).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('refuses a missing or malformed client key clearly', async () => {
    const missing = await fetch(`${api.baseUrl}/others/init`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        code: 40000,
        message: 'Invalid request: clientKey: This field is required.',
        issues: [{ path: 'clientKey', message: 'This field is required.' }],
      },
    });
    const notOnCurve = await fetch(`${api.baseUrl}/others/init?clientKey=${'A'.repeat(87)}`);
    expect(notOnCurve.status).toBe(400);
    expect(((await notOnCurve.json()) as { error: { message: string } }).error.message).toContain('Invalid client key');
  });

  it('carries requests and answers only as ciphertext', async () => {
    const { body, key } = await rawInit();
    const payload = {
      webInfo: { buId: '97', language: 'en', appVersion: 'test', sentAt: Date.now(), nonce: createRequestNonce() },
      payload: { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: await api.captchaToken() },
    };
    const token = formatRequestToken(body.init, await sealJson(key, payload, requestBinding('login')));
    const response = await fetch(`${api.baseUrl}/v8/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Object.keys(JSON.parse(text))).toEqual(['token']);
    expect(text).not.toContain('Layla');
  });

  it('refuses a body without token, a tampered one, one for another call and an unknown init', async () => {
    const { body, key } = await rawInit();
    const post = (payload: unknown) =>
      fetch(`${api.baseUrl}/v8/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    const webInfo = { buId: '97', language: 'en', appVersion: 't', sentAt: 1, nonce: createRequestNonce() };
    const envelope = { webInfo, payload: {} };

    const plain = await post({ account: DEMO.consumer97, password: DEMO_PASSWORD });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { error: { code: number } }).error.code).toBe(40000);

    const sealed = await sealJson(key, envelope, requestBinding('login'));
    const tampered = await post({
      token: formatRequestToken(body.init, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ error: { code: 40001, message: 'The request could not be decrypted.' } });

    const forRegister = await post({
      token: formatRequestToken(body.init, await sealJson(key, envelope, requestBinding('register'))),
    });
    expect(((await forRegister.json()) as { error: { code: number } }).error.code).toBe(40001);

    const unknownInit = await post({ token: formatRequestToken('A'.repeat(22), sealed) });
    expect(await unknownInit.json()).toEqual({
      error: { code: 40002, message: 'The initial token has expired, please fetch a new one.' },
    });
  });

  it('lets the client renew the initial token after its hour, transparently', async () => {
    const client = api.client();
    expect(
      (
        await client.call(login, {
          account: DEMO.consumer97,
          password: DEMO_PASSWORD,
          captchaToken: await api.captchaToken(),
        })
      ).ok,
    ).toBe(true);
    api.advance(61 * 60 * 1000);
    expect(
      (
        await client.call(login, {
          account: DEMO.consumer97,
          password: DEMO_PASSWORD,
          captchaToken: await api.captchaToken(),
        })
      ).ok,
    ).toBe(true);
  });

  it('answers unknown paths with 404 in the error shape', async () => {
    const response = await fetch(`${api.baseUrl}/v8/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 40400, message: 'Not found' } });
  });
});
