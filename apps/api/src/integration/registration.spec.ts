import {
  activateAccountValidate,
  confirmEmailOtp,
  confirmOtp,
  confirmReset,
  confirmToken,
  getMemberProfile,
  login,
  register,
  registerConfirmation,
  resetPassword,
  sendEmailOtp,
  sendEmailVerification,
  sendOtp,
  validateToken,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { DEMO, linkIn, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newcomer = (email: string) => ({
  email,
  firstName: 'Nadia',
  lastName: 'Karim',
  password: 'Welcome-2024',
  mobileNo: '+971509998877',
  isSubscription: true,
});

async function accountsWithEmail(email: string): Promise<number> {
  const [{ total }] = await api.app.shopApi.database.db.select({ total: count() }).from(accounts).where(eq(accounts.email, email));
  return total;
}

async function latestLink(recipient: string): Promise<URL> {
  const [message] = await api.outbox(recipient);
  return linkIn(message.body);
}

describe('register and confirmation', () => {
  it('registers, emails a link, and signs in only after confirmation', async () => {
    const email = 'nadia.karim@example.com';
    const registered = await api.client().call(register, newcomer(email));
    expect(registered).toMatchObject({ ok: true, data: { registerType: 'EM', emailSent: true, returnUrl: null } });
    if (!registered.ok) throw new Error('register failed');

    const link = await latestLink(email);
    expect(link.origin + link.pathname).toBe('http://shop.test/97/auth/confirm');
    expect(link.searchParams.get('accountId')).toBe(registered.data.accountId);

    expect(await api.client().call(login, { account: email, password: 'Welcome-2024' })).toMatchObject({
      ok: false,
      error: { code: 10002, message: 'Please confirm your email address before signing in.' },
    });

    const confirmed = await api.client().call(registerConfirmation, {
      accountId: registered.data.accountId,
      verifyToken: link.searchParams.get('verifyToken') ?? '',
      registerType: 'EM',
    });
    expect(confirmed).toMatchObject({ ok: true, data: { custName: 'Nadia Karim', custType: 'C', custId: registered.data.accountId } });
    expect((await api.client().call(login, { account: email, password: 'Welcome-2024' })).ok).toBe(true);

    const again = await api.client().call(registerConfirmation, {
      accountId: registered.data.accountId,
      verifyToken: link.searchParams.get('verifyToken') ?? '',
    });
    expect(again).toEqual({ ok: false, status: 400, error: { code: 10021, message: 'The verification link is invalid or has expired.' } });
  });

  it('refuses a confirmation for another account, a made-up token and an expired link', async () => {
    const email = 'late.confirmer@example.com';
    const registered = await api.client().call(register, newcomer(email));
    if (!registered.ok) throw new Error('register failed');
    const token = (await latestLink(email)).searchParams.get('verifyToken') ?? '';
    const otherAccount = String(Number(registered.data.accountId) + 1000);
    expect(await api.client().call(registerConfirmation, { accountId: otherAccount, verifyToken: token })).toMatchObject({ error: { code: 10021 } });
    expect(await api.client().call(registerConfirmation, { accountId: registered.data.accountId, verifyToken: 'Z'.repeat(43) })).toMatchObject({
      error: { code: 10021 },
    });
    api.advance(24 * 60 * 60 * 1000 + 1);
    expect(await api.client().call(registerConfirmation, { accountId: registered.data.accountId, verifyToken: token })).toMatchObject({
      error: { code: 10021 },
    });
  });

  it('refuses an email that already has an account', async () => {
    const result = await api.client().call(register, newcomer(DEMO.consumer97));
    expect(result).toEqual({ ok: false, status: 400, error: { code: 10020, message: 'This email is already registered.' } });
  });

  it('lets the same email register in another unit', async () => {
    expect((await api.client({ buId: '150' }).call(register, newcomer(DEMO.consumer97))).ok).toBe(true);
  });

  it('refuses a weak password and bad fields with the spec texts, storing nothing', async () => {
    const email = 'weak.password@example.com';
    const result = await api.client().call(register, { ...newcomer(email), password: 'alllowercase', firstName: '<b>Nadia</b>' });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        issues: [
          { path: 'firstName', message: 'The field you entered may contain illegal attack characters' },
          { path: 'password', message: 'At least 1 uppercase' },
        ],
      },
    });
    expect(await api.client().call(register, { ...newcomer('not-an-email'), password: 'Good-Pass1' })).toMatchObject({
      error: { issues: [{ path: 'email', message: 'not valid email format' }] },
    });
    expect(await accountsWithEmail(email)).toBe(0);
  });

  it('answers social registration types clearly', async () => {
    const result = await api.client().call(register, { ...newcomer('social@example.com'), registerType: 'FB' });
    expect(result).toMatchObject({ ok: false, error: { code: 10003, issues: [{ path: 'registerType' }] } });
    expect(await accountsWithEmail('social@example.com')).toBe(0);
  });
});

describe('password reset', () => {
  it('resets with the emailed link, signs out every session, and the link works once', async () => {
    const email = 'reset.me@example.com';
    const registered = await api.client().call(register, newcomer(email));
    if (!registered.ok) throw new Error('register failed');
    const verify = await latestLink(email);
    await api.client().call(registerConfirmation, { accountId: registered.data.accountId, verifyToken: verify.searchParams.get('verifyToken') ?? '' });
    const { client: oldSession } = await signInWith(email, 'Welcome-2024');

    expect(await api.client().call(resetPassword, { email })).toEqual({ ok: true, status: 200, data: { sent: true } });
    const link = await latestLink(email);
    expect(link.pathname).toBe('/97/auth/reset-password');
    const tokenId = link.searchParams.get('tokenId') ?? '';

    expect(await api.client().call(confirmToken, { tokenId })).toEqual({
      ok: true,
      status: 200,
      data: { token: tokenId, memberType: 'C', accountId: registered.data.accountId },
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
    expect(await api.client().call(confirmReset, { password: 'Brand-New-9', token: tokenId, memberType: 'C' })).toEqual({
      ok: true,
      status: 200,
      data: { reset: true },
    });

    expect(await oldSession.call(validateToken, {})).toMatchObject({ ok: false, status: 401 });
    expect((await api.client().call(login, { account: email, password: 'Welcome-2024' })).ok).toBe(false);
    expect((await api.client().call(login, { account: email, password: 'Brand-New-9' })).ok).toBe(true);
    expect(await api.client().call(confirmReset, { newPassword: 'Another-One-1', tokenId, memberType: 'C' })).toMatchObject({
      error: { code: 10022, message: 'The reset link is invalid or has expired.' },
    });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    expect(await api.client().call(resetPassword, { email: 'ghost@example.com' })).toEqual({ ok: true, status: 200, data: { sent: true } });
    expect(await api.outbox('ghost@example.com')).toEqual([]);
  });

  it('sends business and salesman accounts to their reset page, with their account type', async () => {
    const unit = api.client({ buId: '250' });
    await unit.call(resetPassword, { email: DEMO.business250 });
    await unit.call(resetPassword, { email: DEMO.salesman250 });
    const businessLink = await latestLink(DEMO.business250);
    const salesmanLink = await latestLink(DEMO.salesman250);
    expect(businessLink.pathname).toBe('/250/auth/b2b/reset-password');
    expect(salesmanLink.pathname).toBe('/250/auth/salesman/reset-password');
    expect(await unit.call(confirmToken, { tokenId: businessLink.searchParams.get('tokenId') ?? '' })).toMatchObject({ data: { memberType: 'B' } });
    expect(await unit.call(confirmToken, { tokenId: salesmanLink.searchParams.get('tokenId') ?? '' })).toMatchObject({ data: { memberType: 'S' } });
  });

  it('refuses an expired reset link', async () => {
    await api.client({ buId: '150' }).call(resetPassword, { email: DEMO.consumer150 });
    const tokenId = (await latestLink(DEMO.consumer150)).searchParams.get('tokenId') ?? '';
    api.advance(24 * 60 * 60 * 1000 + 1);
    expect(await api.client({ buId: '150' }).call(confirmToken, { tokenId })).toMatchObject({ ok: false, error: { code: 10022 } });
  });
});

async function signInWith(email: string, password: string, buId = '97') {
  const result = await api.client({ buId }).call(login, { account: email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.error.message}`);
  return { client: api.client({ buId, accessToken: result.data.accessToken }), custId: result.data.custId };
}

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
    expect(await api.client().call(activateAccountValidate, { token, isApproved: true })).toEqual({ ok: true, status: 200, data: { approved: true } });
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
    const registered = await api.client().call(register, newcomer(email));
    if (!registered.ok) throw new Error('register failed');
    const verify = await latestLink(email);
    const session = await api.client().call(registerConfirmation, { accountId: registered.data.accountId, verifyToken: verify.searchParams.get('verifyToken') ?? '' });
    if (!session.ok) throw new Error('confirmation failed');
    const client = api.client({ accessToken: session.data.accessToken });
    await client.call(sendEmailVerification, { custId: session.data.custId });
    const token = (await latestLink(email)).searchParams.get('token') ?? '';
    expect(await api.client().call(activateAccountValidate, { token, isApproved: false })).toMatchObject({ ok: true, data: { approved: false } });
    expect(await client.call(getMemberProfile, { custId: session.data.custId })).toMatchObject({ data: { isActivateAccount: 0 } });
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
    expect(await api.client().call(sendEmailVerification, { custId: '100001' })).toMatchObject({ ok: false, status: 401, error: { code: 40100 } });
  });
});

describe('one-time codes', () => {
  const codeIn = async (recipient: string) => (await api.outbox(recipient))[0].body.match(/\b(\d{6})\b/)?.[1] ?? '';

  it('confirms the SMS code once', async () => {
    const mobileNo = '+971501112233';
    const sent = await api.client().call(sendOtp, { mobileNo });
    if (!sent.ok) throw new Error('send failed');
    const code = await codeIn(mobileNo);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: wrong })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10030, message: 'The code is wrong, please try again.' },
    });
    expect(await api.client().call(confirmOtp, { mobileNo: '+971500000000', otpId: sent.data.otpId, otp: code })).toMatchObject({ error: { code: 10031 } });
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toEqual({ ok: true, status: 200, data: { result: true } });
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toMatchObject({ error: { code: 10031 } });
  });

  it('stops after five wrong codes, and codes expire after ten minutes', async () => {
    const mobileNo = '+971504445566';
    const sent = await api.client().call(sendOtp, { mobileNo });
    if (!sent.ok) throw new Error('send failed');
    const code = await codeIn(mobileNo);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: wrong })).toMatchObject({ error: { code: 10030 } });
    }
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toMatchObject({
      error: { code: 10032, message: 'Too many wrong codes, please request a new one.' },
    });

    const again = await api.client().call(sendOtp, { mobileNo });
    if (!again.ok) throw new Error('send failed');
    api.advance(10 * 60 * 1000 + 1);
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: again.data.otpId, otp: await codeIn(mobileNo) })).toMatchObject({
      error: { code: 10031, message: 'The code has expired, please request a new one.' },
    });
  });

  it('confirms an emailed code', async () => {
    const email = 'code.by.mail@example.com';
    const sent = await api.client().call(sendEmailOtp, { email });
    if (!sent.ok) throw new Error('send failed');
    const token = await codeIn(email);
    expect(await api.client().call(confirmEmailOtp, { email, token: token === '000000' ? '111111' : '000000', tokenId: sent.data.tokenId })).toMatchObject({
      error: { code: 10030 },
    });
    expect(await api.client().call(confirmEmailOtp, { email, token, tokenId: sent.data.tokenId })).toEqual({ ok: true, status: 200, data: { result: true } });
  });

  it('refuses a bad phone number or code format and sends nothing', async () => {
    expect(await api.client().call(sendOtp, { mobileNo: '12' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'mobileNo', message: 'wrong phone number' }] },
    });
    expect(await api.outbox('12')).toEqual([]);
    expect(await api.client().call(confirmOtp, { mobileNo: '+971501112233', otpId: 'A'.repeat(22), otp: '12ab' })).toMatchObject({
      error: { issues: [{ path: 'otp', message: 'The code is wrong, please try again.' }] },
    });
    expect(await api.client().call(sendEmailOtp, { email: 'nope' })).toMatchObject({ error: { issues: [{ path: 'email' }] } });
  });
});
