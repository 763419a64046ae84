import {
  KYB_SESSION_IDLE_MS,
  confirmEmailVerification,
  getBankInfo,
  getKybUserInfo,
  getMemberProfile,
  kybLogout,
  kybRegisterAccount,
  kybSubmit,
  sendVerificationEmail,
  updateKybUser,
} from '@shop/contracts';
import { DEMO, linkIn, startTestApi, type TestApi } from '../testing/test-api';
import { BANK_INFO, KYB_PASSWORD, kybKit } from './support/kyb-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { client, sendLink, emailedToken, registeredCompany, login, auth, info } = kybKit(() => api);

describe('the KYB account (sendVerificationEmail, confirmEmailVerification, kybRegisterAccount)', () => {
  it('emails a link to /b2b/kyb/verify-email in the page language, which confirms the address once', async () => {
    const email = 'compta@boutique-lemaire.fr';
    const sent = await sendLink(email, 'fr');
    expect(sent).toMatchObject({ ok: true, data: { resendAfterSeconds: 59 } });
    const [message] = await api.outbox(email);
    expect(message.subject).toBe('Confirmez votre e-mail pour vérifier votre entreprise');
    const link = linkIn(message.body);
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/250/b2b/kyb/verify-email');
    const token = link.searchParams.get('token') ?? '';
    // Only the digest is stored: the link's token is nowhere in the database.
    const stored = await api.app.shopApi.services.kybVerifications.latest('250', email);
    expect(stored?.tokenHash).not.toContain(token);
    expect(sent.ok && sent.data.tokenId).not.toBe(token);

    const confirmed = await client().call(confirmEmailVerification, { token });
    expect(confirmed).toMatchObject({ ok: true, data: { email } });
    expect(await client().call(confirmEmailVerification, { token })).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 10081 },
    });
    if (!confirmed.ok) return;
    const registration = { registrationToken: confirmed.data.registrationToken, password: KYB_PASSWORD };
    expect(await client().call(kybRegisterAccount, { ...registration, companyName: '<b>Lemaire</b>' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: expect.arrayContaining([expect.objectContaining({ path: 'companyName' })]) },
    });
    const account = await client().call(kybRegisterAccount, { ...registration, companyName: 'Boutique Lemaire' });
    expect(account).toMatchObject({ ok: true, data: { email, companyName: 'Boutique Lemaire' } });
    // The registration token is spent.
    expect(await client().call(kybRegisterAccount, { ...registration, companyName: 'Again' })).toMatchObject({
      ok: false,
      error: { code: 10081 },
    });
    if (!account.ok) return;
    expect(await info(account.data)).toMatchObject({
      ok: true,
      data: { type: 0, dossier: { state: 'draft', editable: true }, companyInfo: null, companyMemberInfo: [] },
    });
  });

  it('refuses an expired link and a second email within 59 s', async () => {
    const email = 'late@boutique-lemaire.fr';
    await sendLink(email);
    expect(await sendLink(email)).toMatchObject({ ok: false, status: 429, error: { code: 10083 } });
    const token = await emailedToken(email);
    api.advance(24 * 60 * 60 * 1000 + 1);
    expect(await client().call(confirmEmailVerification, { token })).toMatchObject({
      ok: false,
      error: { code: 10081 },
    });
    expect(await sendLink(email)).toMatchObject({ ok: true });
  });

  it('emails a sign-in notice (same answer) to an address that already has an account', async () => {
    const email = 'twice@boutique-lemaire.fr';
    await registeredCompany(email);
    api.advance(60_000);
    expect(await sendLink(email)).toMatchObject({ ok: true, data: { resendAfterSeconds: 59 } });
    const [notice] = await api.outbox(email);
    expect(notice.subject).toBe('Your company verification account');
    expect(linkIn(notice.body).pathname).toBe('/250/b2b/kyb');
  });

  it('needs a captcha, and a unit with company verification', async () => {
    expect(await client().call(confirmEmailVerification, { token: 'a'.repeat(43) })).toMatchObject({
      error: { code: 10081 },
    });
    expect(await api.client({ buId: '97' }).call(confirmEmailVerification, { token: 'a'.repeat(43) })).toMatchObject({
      ok: false,
      error: { code: 10080 },
    });
    expect(await client().call(sendVerificationEmail, { email: 'nocaptcha@example.com' })).toMatchObject({
      ok: false,
      error: { code: 80001 },
    });
  });
});

describe('kybLogin and the KYB session', () => {
  it('signs in with the password; wrong passwords lock the name, unknown names answer the same', async () => {
    const email = 'login@boutique-lemaire.fr';
    await registeredCompany(email);
    expect(await login(email)).toMatchObject({ ok: true, data: { email, custId: expect.any(String) } });
    expect(await login(email, 'Wrong-pass1')).toMatchObject({ ok: false, error: { code: 10001 } });
    expect(await login('nobody@boutique-lemaire.fr')).toMatchObject({ ok: false, error: { code: 10001 } });
    for (let attempt = 0; attempt < 4; attempt += 1) await login(email, 'Wrong-pass1');
    expect(await login(email)).toMatchObject({ ok: false, error: { code: 10006 } });
  });

  it('keeps KYB and shop sessions apart', async () => {
    const session = await registeredCompany('apart@boutique-lemaire.fr');
    // A KYB token is no shop access token, and a shop token is no KYB token.
    expect(
      await api
        .client({ buId: '250', accessToken: session.kybToken })
        .call(getMemberProfile, { custId: session.custId }),
    ).toMatchObject({ ok: false, status: 401 });
    const shop = await api.signIn(DEMO.consumer250, '250');
    expect(await info({ ...session, kybToken: shop.accessToken })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40101 },
    });
  });

  it('answers 401 without a token or id, with an unknown, idle or signed-out token; 403 for another id', async () => {
    const session = await registeredCompany('paths@boutique-lemaire.fr');
    const other = await registeredCompany('other@boutique-lemaire.fr', 'Autre SAS');
    expect(await client().call(getKybUserInfo, { type: 0 })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40100, message: 'no authorized' },
    });
    expect(await client().call(getBankInfo, { kybToken: session.kybToken })).toMatchObject({
      status: 401,
      error: { code: 40100 },
    });
    expect(await client().call(kybSubmit, { ...auth(session), kybToken: 'forged-token-0000000000' })).toMatchObject({
      status: 401,
      error: { code: 40101, message: 'User not authenticated' },
    });
    expect(await info({ ...session, custId: other.custId })).toMatchObject({ status: 403, error: { code: 40300 } });
    expect(
      await client().call(updateKybUser, { ...auth(session), custId: other.custId, type: 0, bankInfo: BANK_INFO }),
    ).toMatchObject({ status: 403 });
    // The refused save changed nothing of either dossier.
    expect(await info(other)).toMatchObject({ ok: true, data: { bankInfo: null } });
    expect(await info(session)).toMatchObject({ ok: true, data: { bankInfo: null } });

    api.advance(KYB_SESSION_IDLE_MS + 1);
    expect(await info(session)).toMatchObject({ status: 401, error: { code: 40101 } });
    const again = await login('paths@boutique-lemaire.fr');
    if (!again.ok) throw new Error(again.error.message);
    expect(await info(again.data)).toMatchObject({ ok: true });
    expect(await client().call(kybLogout, { kybToken: again.data.kybToken })).toMatchObject({
      ok: true,
      data: { loggedOut: true },
    });
    expect(await info(again.data)).toMatchObject({ status: 401, error: { code: 40101 } });
  });
});
