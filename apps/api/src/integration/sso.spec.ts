import { login, ssoLogin, type RequestOf } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { accounts, externalIdentities } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { portalToken } from './support/portal-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const nowS = () => Math.floor(api.app.shopApi.services.now() / 1000);
const token = (options: Parameters<typeof portalToken>[0] = {}) => portalToken({ issuedAt: nowS(), ...options });

/** The portal's link as the landing page of /{projectBu}/sso sends it. */
function sso(input: Partial<RequestOf<typeof ssoLogin>> & { jwt: string }, buId = '250') {
  return api.client({ buId }).call(ssoLogin, { projectBu: buId, ...input });
}

async function identitiesOf(email: string): Promise<number> {
  const rows = await api.app.shopApi.database.db
    .select({ subject: externalIdentities.subject })
    .from(externalIdentities)
    .innerJoin(accounts, eq(accounts.id, externalIdentities.accountId))
    .where(and(eq(accounts.email, email), eq(accounts.buId, '250')));
  return rows.length;
}

const refusal = (code: number, message: string) => ({ ok: false, status: 400, error: { code, message } });

describe('single sign-on by a unit portal', () => {
  it('creates the portal customer an account at the first link and opens the same one later', async () => {
    const claims = { sub: 'portal-new-1', email: 'ines.portail@example.com' };
    const first = await sso({ jwt: await token({ claims }) });
    expect(first).toMatchObject({
      ok: true,
      data: { custType: 'C', custName: 'Inès Portail', backUrl: null, redirectUrl: '/250' },
    });
    const again = await sso({ jwt: await token({ claims }), page: 'cards' });
    if (!first.ok || !again.ok) throw new Error('sso failed');
    expect(again.data.custId).toBe(first.data.custId);
    expect(again.data.accessToken).not.toBe(first.data.accessToken);
    expect(again.data.redirectUrl).toBe('/250/account/cards');
    expect(await identitiesOf('ines.portail@example.com')).toBe(1);
  });

  it('opens a card detail for an item and keeps the portal back-URL a unit allows', async () => {
    const result = await sso({
      jwt: await token({ claims: { sub: 'portal-item', back_url: '/identity-sandbox/portal/250' } }),
      item: 'MC-SHOP-D',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { redirectUrl: '/250/buying-self?itemCode=MC-SHOP-D', backUrl: '/identity-sandbox/portal/250' },
    });
    const elsewhere = await sso({
      jwt: await token({ claims: { sub: 'portal-item', back_url: 'https://evil.example/' } }),
    });
    expect(elsewhere).toMatchObject({ ok: true, data: { backUrl: null } });
  });

  it("signs the unit's existing account of the address in and links it", async () => {
    const signedIn = await api.signIn(DEMO.consumer250, '250');
    const result = await sso({ jwt: await token({ claims: { sub: 'portal-camille', email: DEMO.consumer250 } }) });
    expect(result).toMatchObject({ ok: true, data: { custId: signedIn.custId, custType: 'C' } });
    expect(await identitiesOf(DEMO.consumer250)).toBe(1);
    const business = await sso({ jwt: await token({ claims: { sub: 'portal-company', email: DEMO.business250 } }) });
    expect(business).toMatchObject({ ok: false, error: { code: 10004 } });
  });

  it('refuses a tampered token', async () => {
    const jwt = await token();
    const [header, payload, signature] = jwt.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.email = DEMO.consumer250;
    const tamperedPayload = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const flipped = signature[5] === 'A' ? 'B' : 'A';
    const tamperedSignature = `${header}.${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`;
    for (const bad of [tamperedPayload, tamperedSignature, 'not-a-token-at-all']) {
      expect(await sso({ jwt: bad })).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    }
  });

  it('refuses an expired token, and one living longer than the unit allows', async () => {
    const expired = await token({ issuedAt: nowS() - 600, lifetimeS: 120 });
    expect(await sso({ jwt: expired })).toEqual(refusal(10111, 'This sign-in link has expired.'));
    const tooLong = await token({ lifetimeS: 3600 });
    expect(await sso({ jwt: tooLong })).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    const justIssued = await token();
    api.advance(10 * 60 * 1000);
    expect(await sso({ jwt: justIssued })).toEqual(refusal(10111, 'This sign-in link has expired.'));
  });

  it('refuses a token for another audience, of another unit, or of another issuer', async () => {
    const otherAudience = await token({ audience: 'giftshop:150' });
    expect(await sso({ jwt: otherAudience })).toEqual(refusal(10112, 'This sign-in link is meant for another shop.'));
    // Unit 150's portal signed it: its key is not one of unit 250's.
    const otherUnit = await token({ portalBu: '150' });
    expect(await sso({ jwt: otherUnit })).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    const otherKey = await token({ signWithKeyOf: '150' });
    expect(await sso({ jwt: otherKey })).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    const otherIssuer = await token({ issuer: 'https://portal.elsewhere.example' });
    expect(await sso({ jwt: otherIssuer })).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    // ... and unit 150's valid token opens unit 150 only.
    expect(await sso({ jwt: otherUnit }, '150')).toMatchObject({
      ok: true,
      data: { redirectUrl: '/150', buId: '150' },
    });
  });

  it('refuses a token used before', async () => {
    const jwt = await token({ claims: { sub: 'portal-replay' } });
    expect(await sso({ jwt })).toMatchObject({ ok: true });
    expect(await sso({ jwt })).toEqual(refusal(10113, 'This sign-in link has already been used.'));
    expect(await api.client({ buId: '250' }).call(login, { loginType: 'SSO', accessToken: jwt })).toEqual(
      refusal(10113, 'This sign-in link has already been used.'),
    );
  });

  it('refuses a unit without a portal and an aggregator unit the portal did not sign for', async () => {
    expect(await sso({ jwt: await token() }, '97')).toEqual(
      refusal(10114, 'Single sign-on is not available for this shop.'),
    );
    expect(await sso({ jwt: await token(), aggregator_bu: '150' })).toEqual(
      refusal(10115, 'This sign-in link is meant for another brand.'),
    );
    const forOther = await token({ claims: { aggregator_bu: '150' } });
    expect(await sso({ jwt: forOther, aggregator_bu: '250' })).toEqual(
      refusal(10115, 'This sign-in link is meant for another brand.'),
    );
  });

  it('answers bad requests with their fields', async () => {
    const result = await sso({ jwt: await token(), page: 'admin' as never });
    expect(result).toMatchObject({ ok: false, status: 400, error: { code: 40000, issues: [{ path: 'page' }] } });
  });
});

describe('the autoLogin token and salesman single sign-on through login', () => {
  it('exchanges a portal token for a session at start-up', async () => {
    const jwt = await token({ claims: { sub: 'portal-auto', email: 'auto.login@example.com' } });
    const result = await api.client({ buId: '250' }).call(login, { loginType: 'SSO', accessToken: jwt });
    expect(result).toMatchObject({ ok: true, data: { custType: 'C', custName: 'Inès Portail' } });
  });

  it("signs a salesman in with his portal's salesman token, and only a salesman", async () => {
    const salesmanClaims = { sub: 'portal-julien', email: DEMO.salesman250, login_type: 'SALESMAN_SSO' };
    const salesman = await api
      .client({ buId: '250' })
      .call(login, { loginType: 'SALESMAN_SSO', accessToken: await token({ claims: salesmanClaims }) });
    expect(salesman).toMatchObject({ ok: true, data: { custType: 'S', custName: 'Julien Moreau' } });
    const atLanding = await sso({ jwt: await token({ claims: salesmanClaims }) });
    expect(atLanding).toMatchObject({ ok: true, data: { custType: 'S' } });

    const unknown = await token({ claims: { sub: 'portal-x', email: DEMO.consumer250, login_type: 'SALESMAN_SSO' } });
    expect(await api.client({ buId: '250' }).call(login, { loginType: 'SALESMAN_SSO', accessToken: unknown })).toEqual(
      refusal(10116, 'No salesman account matches this sign-in.'),
    );
    // A customer's token does not open salesman sign-in, nor a salesman's token the customers' one.
    const customer = await token({ claims: { sub: 'portal-y' } });
    expect(
      await api.client({ buId: '250' }).call(login, { loginType: 'SALESMAN_SSO', accessToken: customer }),
    ).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
    const salesmanToken = await token({ claims: salesmanClaims });
    expect(
      await api.client({ buId: '250' }).call(login, { loginType: 'SSO', accessToken: salesmanToken }),
    ).toMatchObject(refusal(10110, 'This sign-in link is not valid.'));
  });

  it('refuses SSO where the unit does not list it', async () => {
    const result = await api.client({ buId: '97' }).call(login, { loginType: 'SSO', accessToken: await token() });
    expect(result).toEqual(refusal(10114, 'Single sign-on is not available for this shop.'));
  });
});
