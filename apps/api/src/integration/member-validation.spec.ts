import { activateAccountValidate, getMemberProfile, sendEmailVerification } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { registrationKit } from './support/registration-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { latestLink, registeredAndConfirmed } = registrationKit(() => api);

describe('email verification and member validation', () => {
  it('emails a validation link; approving activates the account once', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    const sent = await client.call(sendEmailVerification, { custId });
    expect(sent).toMatchObject({ ok: true, data: { tokenId: expect.any(String) } });
    const link = await latestLink(DEMO.unvalidated97);
    expect(link.pathname).toBe('/97/memberValidate');
    expect(JSON.parse(Buffer.from(link.searchParams.get('info') ?? '', 'base64url').toString())).toEqual({
      name: 'Omar Farouk',
      email: DEMO.unvalidated97,
    });
    const token = link.searchParams.get('token') ?? '';
    expect(await api.client().call(activateAccountValidate, { token, isApproved: true })).toEqual({
      ok: true,
      status: 200,
      data: { approved: true },
    });
    expect(await client.call(getMemberProfile, { custId })).toMatchObject({ data: { isActivateAccount: 1 } });
    expect(await api.client().call(activateAccountValidate, { token, isApproved: true })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10040, message: 'The validation link is invalid or has expired.' },
    });
    expect(await client.call(sendEmailVerification, { custId })).toMatchObject({ ok: false, error: { code: 10041 } });
  });

  it('records a rejection without activating', async () => {
    const email = 'to.reject@example.com';
    const session = await registeredAndConfirmed(email);
    const client = api.client({ accessToken: session.accessToken });
    await client.call(sendEmailVerification, { custId: session.custId });
    const token = (await latestLink(email)).searchParams.get('token') ?? '';
    expect(await api.client().call(activateAccountValidate, { token, isApproved: false })).toMatchObject({
      ok: true,
      data: { approved: false },
    });
    expect(await client.call(getMemberProfile, { custId: session.custId })).toMatchObject({
      data: { isActivateAccount: 0 },
    });
    const [row] = await api.app.shopApi.database.db
      .select({ state: accounts.validationState })
      .from(accounts)
      .where(and(eq(accounts.email, email), eq(accounts.buId, '97')));
    expect(row.state).toBe('rejected');
  });

  it('refuses bad input and unauthenticated calls', async () => {
    expect(await api.client().call(activateAccountValidate, { token: 'short', isApproved: true })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'token', message: 'Invalid token' }] },
    });
    expect(await api.client().call(sendEmailVerification, { custId: '100001' })).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 40100 },
    });
  });
});
