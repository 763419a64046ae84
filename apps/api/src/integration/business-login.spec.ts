import { b2bLogin, confirmReset, confirmToken, login, resetPassword } from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { businessKit } from './support/business-kit';
import { registrationKit } from './support/registration-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { businessLogin } = businessKit(() => api);
const { latestLink } = registrationKit(() => api);

describe('business sign-in (v4 b2bLogin)', () => {
  it('signs a business account in with the state of its document check', async () => {
    const answer = await businessLogin(DEMO.business250, DEMO_PASSWORD);
    expect(answer).toMatchObject({
      ok: true,
      data: { custType: 'B', custName: 'Atelier Durand SAS', companyType: 1, businessVerification: 'verified' },
    });
  });

  it('sends individuals to their own login, and the normal login sends business accounts here', async () => {
    expect(await businessLogin(DEMO.consumer250, DEMO_PASSWORD)).toEqual({
      ok: false,
      status: 400,
      error: { code: 10007, message: 'Individual accounts sign in on the login page.' },
    });
    const normal = await api
      .client({ buId: '250' })
      .call(login, { account: DEMO.business250, password: DEMO_PASSWORD, captchaToken: await api.captchaToken('250') });
    expect(normal).toMatchObject({ ok: false, error: { code: 10004 } });
  });

  it('has the captcha, the wrong-password answer and the lock-out of the normal login', async () => {
    const account = 'cse@transports-lefevre.com';
    expect(await api.client({ buId: '250' }).call(b2bLogin, { account, password: DEMO_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 80001 },
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await businessLogin(account, `Wrong-Pass${attempt}`)).toMatchObject({ error: { code: 10001 } });
    }
    expect(await businessLogin(account, 'Wrong-Pass5')).toMatchObject({ error: { code: 10006 } });
    expect(await businessLogin(account, DEMO_PASSWORD)).toMatchObject({ error: { code: 10006 } });
    api.advance(15 * 60 * 1000 + 1000);
    expect(await businessLogin(account, DEMO_PASSWORD)).toMatchObject({ ok: true, data: { custType: 'B' } });
  });

  it('takes an email, not a mobile number, and is off where the unit has no B2B', async () => {
    const byMobile = await api.client({ buId: '250' }).call(b2bLogin, {
      mobileNo: '+33140000000',
      password: DEMO_PASSWORD,
      captchaToken: await api.captchaToken('250'),
    });
    expect(byMobile).toMatchObject({ ok: false, error: { code: 40000, issues: [{ path: 'account' }] } });
    expect(await businessLogin(DEMO.consumer97, DEMO_PASSWORD, '97')).toMatchObject({
      ok: false,
      error: { code: 10003 },
    });
  });

  it('resets a business password with member type B (the link of the b2b pages)', async () => {
    const email = DEMO.business250;
    const client = api.client({ buId: '250' });
    expect(await client.call(resetPassword, { email, captchaToken: await api.captchaToken('250') })).toMatchObject({
      ok: true,
    });
    const link = await latestLink(email);
    expect(link.pathname).toBe('/250/auth/b2b/reset-password');
    const tokenId = link.searchParams.get('tokenId') ?? '';
    expect(await client.call(confirmToken, { tokenId })).toMatchObject({ ok: true, data: { memberType: 'B' } });
    expect(await client.call(confirmReset, { newPassword: 'Durand-Reset-1', tokenId, memberType: 'C' })).toMatchObject({
      ok: false,
      error: { code: 10023 },
    });
    expect(await client.call(confirmReset, { newPassword: 'Durand-Reset-1', tokenId, memberType: 'B' })).toMatchObject({
      ok: true,
      data: { reset: true },
    });
    expect(await businessLogin(email, DEMO_PASSWORD)).toMatchObject({ ok: false, error: { code: 10001 } });
    expect(await businessLogin(email, 'Durand-Reset-1')).toMatchObject({ ok: true, data: { custType: 'B' } });
  });
});
