import { getOauthLoginInfo, login, ssoLogin, type SocialLoginType } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, businessUnits } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import {
  pkcePair,
  signInAtProvider,
  startIdentitySandbox,
  type RunningIdentitySandbox,
} from './support/identity-sandbox';

const SHOP = 'http://shop.test';
let api: TestApi;
let sandbox: RunningIdentitySandbox;
beforeAll(async () => {
  sandbox = await startIdentitySandbox(SHOP);
  api = await startTestApi({ shopUrl: SHOP });
  // Unit 150 offers Google sign-in without registering social accounts by itself.
  await api.app.shopApi.database.db
    .update(businessUnits)
    .set({ params: sql`jsonb_set(params, '{features,socialAutoRegistration}', 'false')` })
    .where(eq(businessUnits.buId, '150'));
}, 60_000);
afterAll(async () => {
  await api?.close();
  await sandbox?.stop();
});

const refusal = (code: number) => ({ ok: false, status: 400, error: { code } });

/** The page's first step: a PKCE pair and the provider's address. */
async function start(loginType: SocialLoginType, buId = '97', redirectUri = `${SHOP}/auth/oauth/callback`) {
  const pkce = pkcePair();
  const info = await api
    .client({ buId })
    .call(getOauthLoginInfo, { loginType, redirectUri, codeChallenge: pkce.challenge });
  return { pkce, info };
}

/** The whole sign-in as the browser goes through it: start, the provider's page, the callback's login. */
async function signInWith(loginType: SocialLoginType, sub: string, buId = '97') {
  const { pkce, info } = await start(loginType, buId);
  if (!info.ok) throw new Error(`getOauthLoginInfo failed: ${info.error.message}`);
  const callback = await signInAtProvider(info.data.returnUrl, { sub });
  return api.client({ buId }).call(login, { loginType, redirectUrl: callback, codeVerifier: pkce.verifier });
}

async function accountOf(email: string, buId = '97') {
  const [row] = await api.app.shopApi.database.db
    .select({ id: accounts.id, registerType: accounts.registerType, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.buId, buId)));
  return row;
}

describe('social sign-in through the stand-in OpenID providers', () => {
  it('answers the provider address with the PKCE challenge, the state and the nonce', async () => {
    const { pkce, info } = await start('GOOGLE');
    if (!info.ok) throw new Error('no address');
    const url = new URL(info.data.returnUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/google/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'giftshop',
      response_type: 'code',
      redirect_uri: `${SHOP}/auth/oauth/callback`,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: info.data.state,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('registers a new Google user on unit 97 and signs the same account in later', async () => {
    const first = await signInWith('GOOGLE', 'google-1001');
    expect(first).toMatchObject({ ok: true, data: { custType: 'C', custName: 'Amira Nassar' } });
    expect(await accountOf('amira.nassar@gmail.test')).toMatchObject({ registerType: 'GOOGLE', passwordHash: '' });
    const later = await signInWith('GOOGLE', 'google-1001');
    if (!first.ok || !later.ok) throw new Error('sign-in failed');
    expect(later.data.custId).toBe(first.data.custId);
    expect(later.data.accessToken).not.toBe(first.data.accessToken);
  });

  it('signs in with Facebook and Apple the same way', async () => {
    expect(await signInWith('FB', 'facebook-2001')).toMatchObject({ ok: true, data: { custName: 'Omar Khalil' } });
    expect(await signInWith('APPLE', 'apple-3001')).toMatchObject({ ok: true, data: { custName: 'Yusuf Rahman' } });
  });

  it("links a verified address to the unit's account of it, never an unverified one", async () => {
    const demo = await api.signIn(DEMO.consumer97);
    expect(await signInWith('GOOGLE', 'google-1002')).toMatchObject({ ok: true, data: { custId: demo.custId } });
    expect(await signInWith('FB', 'facebook-2002')).toMatchObject(refusal(10106));
  });

  it('asks to register first where the unit does not register social accounts by itself', async () => {
    expect(await signInWith('GOOGLE', 'google-1001', '150')).toMatchObject({
      ...refusal(10105),
      // The registration form starts from the provider's name and verified address.
      error: { socialProfile: { firstName: 'Amira', lastName: 'Nassar', email: 'amira.nassar@gmail.test' } },
    });
    expect(await accountOf('amira.nassar@gmail.test', '150')).toBeUndefined();
  });

  it('refuses a wrong PKCE verifier (the provider does not give the tokens)', async () => {
    const { info } = await start('GOOGLE');
    if (!info.ok) throw new Error('no address');
    const callback = await signInAtProvider(info.data.returnUrl, { sub: 'google-1001' });
    const result = await api
      .client()
      .call(login, { loginType: 'GOOGLE', redirectUrl: callback, codeVerifier: pkcePair().verifier });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 10103, message: 'The sign-in service did not confirm this sign-in. Please start again.' },
    });
  });

  it('refuses a wrong, reused or other provider state', async () => {
    const { pkce, info } = await start('GOOGLE');
    if (!info.ok) throw new Error('no address');
    const callback = new URL(await signInAtProvider(info.data.returnUrl, { sub: 'google-1001' }));
    const forged = new URL(callback);
    forged.searchParams.set('state', pkcePair().verifier);
    const finish = (redirectUrl: string, loginType: SocialLoginType = 'GOOGLE') =>
      api.client().call(login, { loginType, redirectUrl, codeVerifier: pkce.verifier });
    expect(await finish(forged.href)).toMatchObject(refusal(10102));
    // Started for Google: Facebook's login does not finish it (and spends it).
    expect(await finish(callback.href, 'FB')).toMatchObject(refusal(10102));
    expect(await finish(callback.href)).toMatchObject(refusal(10102));

    const again = await start('GOOGLE');
    if (!again.info.ok) throw new Error('no address');
    const good = await signInAtProvider(again.info.data.returnUrl, { sub: 'google-1001' });
    const use = () =>
      api.client().call(login, { loginType: 'GOOGLE', redirectUrl: good, codeVerifier: again.pkce.verifier });
    expect(await use()).toMatchObject({ ok: true });
    expect(await use()).toMatchObject(refusal(10102));
    // Another unit's page cannot finish a unit 97 sign-in.
    const other = await start('GOOGLE');
    if (!other.info.ok) throw new Error('no address');
    const elsewhere = await signInAtProvider(other.info.data.returnUrl, { sub: 'google-1001' });
    expect(
      await api
        .client({ buId: '150' })
        .call(login, { loginType: 'GOOGLE', redirectUrl: elsewhere, codeVerifier: other.pkce.verifier }),
    ).toMatchObject(refusal(10102));
  });

  it('answers a cancelled sign-in', async () => {
    const { pkce, info } = await start('APPLE');
    if (!info.ok) throw new Error('no address');
    const callback = await signInAtProvider(info.data.returnUrl, 'cancel');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const result = await api
      .client()
      .call(login, { loginType: 'APPLE', redirectUrl: callback, codeVerifier: pkce.verifier });
    expect(result).toMatchObject(refusal(10104));
  });

  it('refuses callback pages that are not the shop, and login types the unit does not offer', async () => {
    for (const redirectUri of [
      'https://evil.example/auth/oauth/callback',
      `${SHOP}/auth/oauth/callback?next=/x`,
      `${SHOP}/account/profile`,
    ]) {
      expect((await start('GOOGLE', '97', redirectUri)).info).toMatchObject(refusal(10101));
    }
    expect((await start('GOOGLE', '97', `${SHOP}/97/auth/oauth/callback`)).info).toMatchObject({ ok: true });
    expect((await start('GOOGLE', '250')).info).toMatchObject(refusal(10003));
    expect(await api.client().call(login, { loginType: 'GOOGLE', accessToken: 'google-token' })).toMatchObject({
      ok: false,
      error: { code: 40000, issues: [{ path: 'redirectUrl' }, { path: 'codeVerifier' }] },
    });
  });

  it('says when the provider cannot be reached', async () => {
    const secret = process.env.OIDC_SANDBOX_SECRET;
    delete process.env.OIDC_SANDBOX_SECRET;
    try {
      expect((await start('GOOGLE')).info).toMatchObject({ ok: false, status: 503, error: { code: 10100 } });
    } finally {
      process.env.OIDC_SANDBOX_SECRET = secret;
    }
  });
});

describe("the sandbox's brand portal", () => {
  /** The portal page's form, as the visitor sends it; answers the status and where it sends the browser. */
  async function portalForm(fields: Record<string, string>) {
    // The portal signs by the machine's clock; the test API's clock stands still until moved.
    api.advance(Math.max(0, Date.now() - api.app.shopApi.services.now()));
    const response = await fetch(`${sandbox.url}/portal/250`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, location: response.headers.get('location') };
  }

  it('signs a link to the shop that opens the chosen card signed in, once', async () => {
    const sent = await portalForm({ return: `${SHOP}/250/sso`, customer: '0', item: 'MC-SHOP-D', validity: '120' });
    expect(sent.status).toBe(303);
    const link = new URL(sent.location ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SHOP}/250/sso`);
    const input = {
      projectBu: '250',
      jwt: link.searchParams.get('jwt') ?? '',
      item: link.searchParams.get('item') ?? '',
    };
    expect(await api.client({ buId: '250' }).call(ssoLogin, input)).toMatchObject({
      ok: true,
      data: { custName: 'Inès Portail', redirectUrl: '/250/buying-self?itemCode=MC-SHOP-D' },
    });
    expect(await api.client({ buId: '250' }).call(ssoLogin, input)).toMatchObject(refusal(10113));
  });

  it('signs an expired link on request, and never sends the visitor to another site', async () => {
    const expired = await portalForm({ return: `${SHOP}/250/sso`, customer: '0', validity: 'expired' });
    const jwt = new URL(expired.location ?? '').searchParams.get('jwt') ?? '';
    expect(await api.client({ buId: '250' }).call(ssoLogin, { projectBu: '250', jwt })).toMatchObject(refusal(10111));
    expect(await portalForm({ return: 'https://evil.example/250/sso', customer: '0' })).toEqual({
      status: 400,
      location: null,
    });
  });
});
