import { confirmReset, confirmToken, validateToken, resetPassword } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { registrationKit } from './support/registration-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { latestLink, resetFor, loginAs, registeredAndConfirmed, signInWith } = registrationKit(() => api);

describe('password reset', () => {
  it('resets with the emailed link, signs out every session, and the link works once', async () => {
    const email = 'reset.me@example.com';
    const { custId } = await registeredAndConfirmed(email);
    const { client: oldSession } = await signInWith(email, 'Welcome-2024');

    expect(await api.client().call(resetPassword, { email })).toMatchObject({ ok: false, error: { code: 80000 } });
    expect(await resetFor(email)).toEqual({ ok: true, status: 200, data: { sent: true } });
    const link = await latestLink(email);
    expect(link.pathname).toBe('/97/auth/reset-password');
    const tokenId = link.searchParams.get('tokenId') ?? '';

    expect(await api.client().call(confirmToken, { tokenId })).toEqual({
      ok: true,
      status: 200,
      data: { token: tokenId, memberType: 'C', accountId: custId },
    });
    expect(await api.client().call(confirmReset, { newPassword: 'Brand-New-9', tokenId, memberType: 'B' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10023, message: 'This reset link belongs to another account type.' },
    });
    expect(await api.client().call(confirmReset, { newPassword: 'weak', tokenId, memberType: 'C' })).toMatchObject({
      error: {
        code: 40000,
        issues: [
          { path: 'newPassword', message: 'Must be between 8 and 128 characters.' },
          { path: 'newPassword', message: 'At least 1 uppercase' },
        ],
      },
    });
    expect(await api.client().call(confirmReset, { password: 'Brand-New-9', token: tokenId, memberType: 'C' })).toEqual(
      {
        ok: true,
        status: 200,
        data: { reset: true },
      },
    );

    expect(await oldSession.call(validateToken, {})).toMatchObject({ ok: false, status: 401 });
    expect((await loginAs(email, 'Welcome-2024')).ok).toBe(false);
    expect((await loginAs(email, 'Brand-New-9')).ok).toBe(true);
    expect(
      await api.client().call(confirmReset, { newPassword: 'Another-One-1', tokenId, memberType: 'C' }),
    ).toMatchObject({
      error: { code: 10022, message: 'The reset link is invalid or has expired.' },
    });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    expect(await resetFor('ghost@example.com')).toEqual({ ok: true, status: 200, data: { sent: true } });
    expect(await api.outbox('ghost@example.com')).toEqual([]);
  });

  it('sends business and salesman accounts to their reset page, with their account type', async () => {
    const unit = api.client({ buId: '250' });
    await resetFor(DEMO.business250, '250');
    await resetFor(DEMO.salesman250, '250');
    const businessLink = await latestLink(DEMO.business250);
    const salesmanLink = await latestLink(DEMO.salesman250);
    expect(businessLink.pathname).toBe('/250/auth/b2b/reset-password');
    expect(salesmanLink.pathname).toBe('/250/auth/salesman/reset-password');
    expect(await unit.call(confirmToken, { tokenId: businessLink.searchParams.get('tokenId') ?? '' })).toMatchObject({
      data: { memberType: 'B' },
    });
    expect(await unit.call(confirmToken, { tokenId: salesmanLink.searchParams.get('tokenId') ?? '' })).toMatchObject({
      data: { memberType: 'S' },
    });
  });

  it('refuses an expired reset link', async () => {
    await resetFor(DEMO.consumer150, '150');
    const tokenId = (await latestLink(DEMO.consumer150)).searchParams.get('tokenId') ?? '';
    api.advance(24 * 60 * 60 * 1000 + 1);
    expect(await api.client({ buId: '150' }).call(confirmToken, { tokenId })).toMatchObject({
      ok: false,
      error: { code: 10022 },
    });
  });
});
