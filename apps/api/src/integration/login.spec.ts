import { createHash } from 'node:crypto';
import { fingerprintText, login, register, registerConfirmation, sign, traditionalTokenOf } from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, linkIn, startTestApi, type TestApi } from '../testing/test-api';
import { authKit } from './support/auth-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { signIn, sessionCount } = authKit(() => api);

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
    const otherUnit = await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD }, '250');
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

  it('takes the other login types with their own fields (social-sign-in.spec, sso.spec)', async () => {
    const result = await api.client().call(login, { loginType: 'GOOGLE', accessToken: 'google-token' });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 40000, issues: [{ path: 'redirectUrl' }, { path: 'codeVerifier' }] },
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

describe('fingerprint sign', () => {
  const components = { fonts: ['Arial', 'Noto Sans'], screenResolution: '1920x1080', platform: 'Linux x86_64' };
  const hashOf = (parts: typeof components) => createHash('sha256').update(fingerprintText(parts)).digest('hex');
  const hash = hashOf(components);

  it('signs the hash of the components with the server time', async () => {
    const first = await api.client().call(sign, { hash, components });
    const otherComponents = { ...components, screenResolution: '390x844' };
    const other = await api.client().call(sign, { hash: hashOf(otherComponents), components: otherComponents });
    expect(first).toMatchObject({ ok: true, data: { timestamp: expect.any(Number) } });
    if (!first.ok || !other.ok) throw new Error('sign failed');
    expect(first.data.sign).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other.data.sign).not.toBe(first.data.sign);
    // The font order is the browser's, not part of the fingerprint.
    const reordered = { ...components, fonts: ['Noto Sans', 'Arial'] };
    expect(await api.client().call(sign, { hash, components: reordered })).toMatchObject({ ok: true });
  });

  it('refuses a malformed hash, and a hash that is not of the components sent', async () => {
    const result = await api.client().call(sign, { hash: '<script>', components });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'hash', message: 'Invalid fingerprint hash' }] },
    });
    expect(await api.client().call(sign, { hash: 'a1b2c3d4e5f6', components })).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 40000, issues: [{ path: 'hash', message: 'Not the hash of the components' }] },
    });
  });

  it("takes a login's traditional token signed here, and refuses a forged one (10070)", async () => {
    const signed = await api.client().call(sign, { hash, components });
    if (!signed.ok) throw new Error('sign failed');
    const traditionalToken = traditionalTokenOf({ hash, ...signed.data });
    expect(await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD, traditionalToken })).toMatchObject({
      ok: true,
    });
    const forged = traditionalTokenOf({ hash: hashOf({ ...components, platform: 'Bot' }), ...signed.data });
    const otherTime = traditionalTokenOf({ hash, sign: signed.data.sign, timestamp: signed.data.timestamp - 1 });
    for (const token of [forged, otherTime, 'not-a-token']) {
      expect(await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD, traditionalToken: token })).toEqual({
        ok: false,
        status: 400,
        error: {
          code: 10070,
          message: 'Transaction Information Lost',
          issues: [{ path: 'traditionalToken', message: 'Invalid or expired token' }],
        },
      });
    }
  });
});
