import {
  createAgreementKeyPair,
  createRequestNonce,
  formatRequestToken,
  sealJson,
  importEnvelopeKey,
  deriveEnvelopeKeyBytes,
  requestBinding,
} from '@shop/envelope';
import {
  ENDPOINTS,
  heartbeat,
  login,
  logout,
  register,
  registerConfirmation,
  sign,
  validateToken,
  type RequestOf,
} from '@shop/contracts';
import { count } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { DEMO, DEMO_PASSWORD, linkIn, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Login as the page sends it: with a fresh token of the unit's (test) captcha. */
async function signIn(payload: RequestOf<typeof login>, buId = '97') {
  return api.client({ buId }).call(login, { ...payload, captchaToken: await api.captchaToken(buId) });
}

const codeOf = (result: { ok: boolean; error?: { code: number } }) => (result.ok ? 0 : result.error?.code);

async function sessionCount(): Promise<number> {
  const [{ total }] = await api.app.shopApi.database.db.select({ total: count() }).from(sessions);
  return total;
}

/** A raw initial token, to look at the wire without the client. */
async function rawInit() {
  const pair = await createAgreementKeyPair();
  const response = await fetch(`${api.baseUrl}/others/init?clientKey=${pair.publicKey}`);
  const body = (await response.json()) as { init: string; serverKey: string; expiresIn: number; serverTime: number };
  const key = await importEnvelopeKey(await deriveEnvelopeKeyBytes(pair.privateKey, body.serverKey, body.init));
  return { response, body, key };
}

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
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
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

describe('login', () => {
  it('signs a consumer in with a new session each time', async () => {
    const first = await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD });
    const second = await signIn({ account: 'Layla.Haddad@Example.com', password: DEMO_PASSWORD, loginType: 'NL' });
    expect(first).toMatchObject({
      ok: true,
      status: 200,
      data: { custName: 'Layla Haddad', custType: 'C', isAdminSalesman: false },
    });
    if (!first.ok || !second.ok) throw new Error('login failed');
    expect(first.data.accessToken).toHaveLength(43);
    expect(second.data.accessToken).not.toBe(first.data.accessToken);
    expect(second.data.custId).toBe(first.data.custId);
  });

  it('signs in by mobile number, the password choosing among accounts sharing it', async () => {
    const result = await signIn({ mobileNo: '+971501234567', password: DEMO_PASSWORD });
    expect(result).toMatchObject({ ok: true, data: { custName: 'Layla Haddad' } });

    const registered = await api.client().call(register, {
      email: 'same.phone@example.com',
      firstName: 'Sami',
      lastName: 'Haddad',
      password: 'Other-Pass-2',
      mobileNo: '+971501234567',
      // Unit 97 verifies phone numbers: the registrant confirmed this one by SMS.
      otpId: await api.confirmedSmsCode('+971501234567'),
      captchaToken: await api.captchaToken(),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.error.message}`);
    const link = linkIn((await api.outbox('same.phone@example.com'))[0].body);
    await api.client().call(registerConfirmation, {
      accountId: link.searchParams.get('accountId') ?? '',
      verifyToken: link.searchParams.get('verifyToken') ?? '',
    });
    expect(await signIn({ mobileNo: '971501234567', password: 'Other-Pass-2' })).toMatchObject({
      ok: true,
      data: { custName: 'Sami Haddad' },
    });
    expect(await signIn({ mobileNo: '+971501234567', password: DEMO_PASSWORD })).toMatchObject({
      ok: true,
      data: { custName: 'Layla Haddad' },
    });
  });

  it('answers the same error for a wrong password and an unknown account', async () => {
    const wrong = await signIn({ account: DEMO.consumer97, password: 'Wrong-Pass1' });
    const unknown = await signIn({ account: 'nobody@example.com', password: DEMO_PASSWORD });
    const otherUnit = await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD }, '150');
    for (const result of [wrong, unknown, otherUnit]) {
      expect(result).toEqual({
        ok: false,
        status: 400,
        error: { code: 10001, message: 'Incorrect account or password.' },
      });
    }
  });

  it('sends business and salesman accounts to their own login', async () => {
    const business = await signIn({ account: DEMO.business250, password: DEMO_PASSWORD }, '250');
    const salesman = await signIn({ account: DEMO.salesman250, password: DEMO_PASSWORD }, '250');
    expect(business).toMatchObject({ ok: false, status: 400, error: { code: 10004 } });
    expect(salesman).toMatchObject({ ok: false, status: 400, error: { code: 10005 } });
  });

  it('accepts the other login types and answers that this call does not serve them', async () => {
    const result = await api.client().call(login, { loginType: 'GOOGLE', accessToken: 'google-token' });
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 10003,
        message: 'This login type is not available here.',
        issues: [{ path: 'loginType', message: 'GOOGLE sign-in is not answered by this call' }],
      },
    });
  });

  it('refuses bad input clearly and stores no session', async () => {
    const before = await sessionCount();
    const result = await api.client().call(login, { account: DEMO.consumer97 });
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: password: This field is required.',
        issues: [{ path: 'password', message: 'This field is required.' }],
      },
    });
    const wrongUnit = await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD, aggregatorBuId: '250' });
    expect(wrongUnit).toMatchObject({ ok: false, status: 400, error: { issues: [{ path: 'aggregatorBuId' }] } });
    const unknownUnit = await api
      .client({ buId: '999' })
      .call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: 'x' });
    expect(unknownUnit).toMatchObject({
      ok: false,
      status: 404,
      error: { code: 10010, message: 'Unknown business unit.' },
    });
    expect(await sessionCount()).toBe(before);
  });
});

describe('captcha on login', () => {
  const captcha80000 = { ok: false, status: 400, error: { code: 80000, message: 'Captcha verification failed.' } };

  it('refuses a missing, made-up, reused or foreign token with the provider code, before the password', async () => {
    const before = await sessionCount();
    expect(await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD })).toEqual({
      ...captcha80000,
      error: { ...captcha80000.error, issues: [{ path: 'captchaToken', message: 'This field is required.' }] },
    });
    expect(
      await api
        .client()
        .call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: 'A'.repeat(43) }),
    ).toEqual(captcha80000);

    const token = await api.captchaToken();
    expect(
      (await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: token })).ok,
    ).toBe(true);
    expect(
      await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: token }),
    ).toEqual(captcha80000);

    // A token is bound to the site key of the unit it was issued for (unit 150 is Cloudflare too).
    const forUnit150 = await api.captchaToken('150');
    expect(
      await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: forUnit150 }),
    ).toEqual(captcha80000);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('answers 80001 on a Google reCAPTCHA unit', async () => {
    expect(
      await api
        .client({ buId: '250' })
        .call(login, { account: DEMO.consumer250, password: DEMO_PASSWORD, captchaToken: 'made-up' }),
    ).toEqual({
      ok: false,
      status: 400,
      error: { code: 80001, message: 'Error reCAPTCHA' },
    });
    expect((await signIn({ account: DEMO.consumer250, password: DEMO_PASSWORD }, '250')).ok).toBe(true);
  });

  it('expires test tokens after five minutes', async () => {
    const token = await api.captchaToken();
    api.advance(5 * 60 * 1000 + 1);
    expect(
      await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: token }),
    ).toEqual(captcha80000);
  });
});

describe('login field rules', () => {
  it('refuses a fixed line, a number of a country outside the list and a malformed one, as the forms do', async () => {
    const dubaiLandline = await signIn({ mobileNo: '+97142345678', password: DEMO_PASSWORD });
    expect(dubaiLandline).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: mobileNo: wrong phone number',
        issues: [{ path: 'mobileNo', message: 'wrong phone number', key: 'wrongPhone' }],
      },
    });
    // Japan is not in the country list.
    expect(await signIn({ mobileNo: '+819012345678', password: DEMO_PASSWORD })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'mobileNo' }] },
    });
    expect(await signIn({ mobileNo: '+9715', password: DEMO_PASSWORD })).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'mobileNo' }] },
    });
  });
});

describe('failed logins per account', () => {
  const locked = {
    ok: false,
    status: 400,
    error: {
      code: 10006,
      message:
        'Too many failed sign-in attempts. Your account is locked for 15 minutes; ' +
        'try again later or reset your password.',
    },
  };
  const wrong = { ok: false, status: 400, error: { code: 10001, message: 'Incorrect account or password.' } };

  it('locks the account after five failures, whatever the password, for fifteen minutes', async () => {
    const account = DEMO.consumer150;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await signIn({ account, password: `Wrong-Pass${attempt}` }, '150')).toEqual(wrong);
    }
    expect(await signIn({ account, password: 'Wrong-Pass5' }, '150')).toEqual(locked);
    // Right and wrong passwords get the same answer while locked.
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toEqual(locked);
    expect(await signIn({ account, password: 'Wrong-Pass6' }, '150')).toEqual(locked);
    api.advance(15 * 60 * 1000 - 1000);
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toEqual(locked);
    api.advance(1001);
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toMatchObject({ ok: true });
  });

  it('counts per account, not per client, and a successful login clears the count', async () => {
    const account = 'ana.silva@example.com';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
  });

  it('starts the count again once the window has passed', async () => {
    const account = DEMO.consumer150;
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    api.advance(15 * 60 * 1000 + 1);
    expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
  });

  it('locks an unknown email or number the same way, so the lock-out does not tell who has an account', async () => {
    for (const account of ['nobody.here@example.com', DEMO.consumer97]) {
      const answers = [];
      for (let attempt = 1; attempt <= 6; attempt += 1)
        answers.push(codeOf(await signIn({ account, password: 'Wrong-Pass1' })));
      expect({ account, answers }).toEqual({ account, answers: [10001, 10001, 10001, 10001, 10006, 10006] });
    }
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push(codeOf(await signIn({ mobileNo: '+971509090909', password: 'Wrong-Pass1' })));
    expect(answers).toEqual([10001, 10001, 10001, 10001, 10006]);
    api.advance(15 * 60 * 1000 + 1);
    expect((await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD })).ok).toBe(true);
  });

  it('counts failures by mobile number against the account holding that number', async () => {
    const mobileNo = '+971552345678';
    const holder = await signIn({ mobileNo, password: DEMO_PASSWORD });
    expect(holder).toMatchObject({ ok: true, data: { custName: 'Omar Farouk' } });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ mobileNo, password: 'Wrong-Pass1' })).toEqual(wrong);
    expect(await signIn({ mobileNo, password: 'Wrong-Pass1' })).toEqual(locked);
    expect(await signIn({ account: DEMO.unvalidated97, password: DEMO_PASSWORD })).toEqual(locked);
    api.advance(15 * 60 * 1000 + 1);
    expect((await signIn({ account: DEMO.unvalidated97, password: DEMO_PASSWORD })).ok).toBe(true);
  });
});

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

describe('fingerprint sign', () => {
  const components = { fonts: ['Arial', 'Noto Sans'], screenResolution: '1920x1080', platform: 'Linux x86_64' };

  it('signs a hash with the server time', async () => {
    const first = await api.client().call(sign, { hash: 'a1b2c3d4e5f6', components });
    const other = await api.client().call(sign, { hash: 'ffffffffffff', components });
    expect(first).toMatchObject({ ok: true, data: { timestamp: expect.any(Number) } });
    if (!first.ok || !other.ok) throw new Error('sign failed');
    expect(first.data.sign).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other.data.sign).not.toBe(first.data.sign);
  });

  it('refuses a malformed hash', async () => {
    const result = await api.client().call(sign, { hash: '<script>', components });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'hash', message: 'Invalid fingerprint hash' }] },
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
