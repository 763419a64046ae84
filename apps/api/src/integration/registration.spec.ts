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
  type Language,
  type RequestOf,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { accounts, pendingRegistrations } from '../db/schema';
import { DEMO, DEMO_PASSWORD, linkIn, startTestApi, type TestApi } from '../testing/test-api';

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
  const [{ total }] = await api.app.shopApi.database.db
    .select({ total: count() })
    .from(accounts)
    .where(eq(accounts.email, email));
  return total;
}

async function latestLink(recipient: string): Promise<URL> {
  const [message] = await api.outbox(recipient);
  return linkIn(message.body);
}

/** The otpId of a confirmed SMS code for a number, or none where no code can be sent to it. */
const confirmedCodeFor = (mobileNo: string) => api.confirmedSmsCode(mobileNo).catch(() => undefined);

/**
 * Registration as the page sends it: with a fresh token of the unit's (test) captcha, and on unit 97
 * (phone verification on) the confirmed SMS code of the mobile number, unless the payload says.
 */
async function registerAs(payload: RequestOf<typeof register>, buId = '97', language: Language = 'en') {
  const proof =
    buId === '97' && payload.mobileNo && !('otpId' in payload)
      ? { otpId: await confirmedCodeFor(payload.mobileNo) }
      : {};
  return api
    .client({ buId, language })
    .call(register, { ...payload, ...proof, captchaToken: await api.captchaToken(buId) });
}

async function resetFor(email: string, buId = '97') {
  return api.client({ buId }).call(resetPassword, { email, captchaToken: await api.captchaToken(buId) });
}

async function loginAs(account: string, password: string, buId = '97') {
  return api.client({ buId }).call(login, { account, password, captchaToken: await api.captchaToken(buId) });
}

/** The confirmation link's fields, as the confirmation page sends them. */
function confirmationOf(link: URL) {
  return {
    accountId: link.searchParams.get('accountId') ?? '',
    verifyToken: link.searchParams.get('verifyToken') ?? '',
  };
}

/** Registers and confirms an address; answers the session. */
async function registeredAndConfirmed(email: string) {
  expect((await registerAs(newcomer(email))).ok).toBe(true);
  const session = await api.client().call(registerConfirmation, confirmationOf(await latestLink(email)));
  if (!session.ok) throw new Error(`confirmation failed: ${session.error.message}`);
  return session.data;
}

describe('register and confirmation', () => {
  it('registers, emails a link, and signs in only after confirmation', async () => {
    const email = 'nadia.karim@example.com';
    const registered = await registerAs(newcomer(email));
    expect(registered).toEqual({
      ok: true,
      status: 200,
      data: { registerType: 'EM', emailSent: true, returnUrl: null },
    });

    const link = await latestLink(email);
    expect(link.origin + link.pathname).toBe('http://shop.test/97/auth/confirm');
    expect(link.searchParams.get('registerType')).toBe('EM');
    expect(link.searchParams.get('accountId')).toMatch(/^\d+$/);
    expect(await accountsWithEmail(email)).toBe(0);

    // Before confirmation there is no account: the login answer is the one for unknown accounts.
    expect(await loginAs(email, 'Welcome-2024')).toMatchObject({ ok: false, error: { code: 10001 } });

    const confirmed = await api
      .client()
      .call(registerConfirmation, { ...confirmationOf(link), registerType: 'EM', loginIp: '203.0.113.9' });
    expect(confirmed).toMatchObject({ ok: true, data: { custName: 'Nadia Karim', custType: 'C' } });
    if (!confirmed.ok) throw new Error('confirmation failed');
    expect(
      await api
        .client({ accessToken: confirmed.data.accessToken })
        .call(getMemberProfile, { custId: confirmed.data.custId }),
    ).toMatchObject({
      ok: true,
      data: { email, firstName: 'Nadia', lastName: 'Karim', isSubscription: true },
    });
    expect((await loginAs(email, 'Welcome-2024')).ok).toBe(true);

    expect(await api.client().call(registerConfirmation, confirmationOf(link))).toEqual({
      ok: false,
      status: 400,
      error: { code: 10021, message: 'The verification link is invalid or has expired.' },
    });
  });

  it('refuses a confirmation for another attempt, a made-up token and an expired link', async () => {
    const email = 'late.confirmer@example.com';
    expect((await registerAs(newcomer(email))).ok).toBe(true);
    const { accountId, verifyToken } = confirmationOf(await latestLink(email));
    const otherAttempt = String(Number(accountId) + 1000);
    expect(await api.client().call(registerConfirmation, { accountId: otherAttempt, verifyToken })).toMatchObject({
      error: { code: 10021 },
    });
    expect(await api.client().call(registerConfirmation, { accountId, verifyToken: 'Z'.repeat(43) })).toMatchObject({
      error: { code: 10021 },
    });
    expect(await api.client({ buId: '150' }).call(registerConfirmation, { accountId, verifyToken })).toMatchObject({
      error: { code: 10021 },
    });
    api.advance(24 * 60 * 60 * 1000 + 1);
    expect(await api.client().call(registerConfirmation, { accountId, verifyToken })).toMatchObject({
      error: { code: 10021 },
    });
    expect(await accountsWithEmail(email)).toBe(0);
  });

  it('does not let a second registration take a pending one over (defect 3)', async () => {
    const email = 'pending.owner@example.com';
    expect((await registerAs({ ...newcomer(email), password: 'Owner-Pass-1' })).ok).toBe(true);
    const ownersLink = await latestLink(email);
    expect((await registerAs({ ...newcomer(email), firstName: 'Intruder', password: 'Intruder-Pass-1' })).ok).toBe(
      true,
    );
    const intrudersLink = await latestLink(email);
    expect(intrudersLink.searchParams.get('verifyToken')).not.toBe(ownersLink.searchParams.get('verifyToken'));

    // The owner's link activates the owner's own password and details, and voids the other attempt.
    expect(await api.client().call(registerConfirmation, confirmationOf(ownersLink))).toMatchObject({
      ok: true,
      data: { custName: 'Nadia Karim' },
    });
    expect((await loginAs(email, 'Owner-Pass-1')).ok).toBe(true);
    expect(await loginAs(email, 'Intruder-Pass-1')).toMatchObject({ ok: false, error: { code: 10001 } });
    expect(await api.client().call(registerConfirmation, confirmationOf(intrudersLink))).toMatchObject({
      ok: false,
      error: { code: 10021 },
    });
    expect(await accountsWithEmail(email)).toBe(1);
  });

  it('activates the attempt whose link is used, whichever came first, and voids the others', async () => {
    const email = 'second.try@example.com';
    expect((await registerAs({ ...newcomer(email), password: 'First-Try-1' })).ok).toBe(true);
    const first = await latestLink(email);
    expect((await registerAs({ ...newcomer(email), lastName: 'Second', password: 'Second-Try-1' })).ok).toBe(true);
    const second = await latestLink(email);
    expect(await api.client().call(registerConfirmation, confirmationOf(second))).toMatchObject({
      ok: true,
      data: { custName: 'Nadia Second' },
    });
    expect(await api.client().call(registerConfirmation, confirmationOf(first))).toMatchObject({
      ok: false,
      error: { code: 10021 },
    });
    expect((await loginAs(email, 'Second-Try-1')).ok).toBe(true);
    expect((await loginAs(email, 'First-Try-1')).ok).toBe(false);
  });

  it('confirms one attempt only when two links are used at once', async () => {
    const email = 'racing.links@example.com';
    const links: URL[] = [];
    for (const password of ['Racing-One-1', 'Racing-Two-2']) {
      expect((await registerAs({ ...newcomer(email), password })).ok).toBe(true);
      links.push(await latestLink(email));
    }
    const results = await Promise.all(
      links.map((link) => api.client().call(registerConfirmation, confirmationOf(link))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, status: 400, error: expect.objectContaining({ code: 10021 }) },
    ]);
    expect(await accountsWithEmail(email)).toBe(1);
  });

  it('answers a known address as a new one, and tells its owner by email (defect 11)', async () => {
    // Both hash the password, the costly step, so the answers also take about as long.
    const hashing = jest.spyOn(api.app.shopApi.services.passwords, 'hash');
    const known = await registerAs(newcomer(DEMO.consumer97));
    expect(hashing).toHaveBeenCalledTimes(1);
    const fresh = await registerAs(newcomer('brand.new@example.com'));
    expect(hashing).toHaveBeenCalledTimes(2);
    hashing.mockRestore();
    expect(known).toEqual({ ok: true, status: 200, data: { registerType: 'EM', emailSent: true, returnUrl: null } });
    expect(known).toEqual(fresh);

    const [notice] = await api.outbox(DEMO.consumer97);
    expect(notice.subject).toBe('Someone tried to register with your email address');
    expect(notice.body).toContain('Hello Layla Haddad,');
    expect(notice.body).toContain('http://shop.test/97/auth/login');
    const resetLink = new URL(
      notice.body.match(/http:\/\/shop\.test\/97\/auth\/reset-password\S+/)?.[0] ?? 'http://missing',
    );
    expect(
      await api.client().call(confirmToken, { tokenId: resetLink.searchParams.get('tokenId') ?? '' }),
    ).toMatchObject({
      ok: true,
      data: { memberType: 'C' },
    });
    // Nothing about the account changed, and no attempt was kept for it.
    expect((await loginAs(DEMO.consumer97, DEMO_PASSWORD)).ok).toBe(true);
    expect((await loginAs(DEMO.consumer97, 'Welcome-2024')).ok).toBe(false);
    expect(await accountsWithEmail(DEMO.consumer97)).toBe(1);
    const [{ attempts }] = await api.app.shopApi.database.db
      .select({ attempts: count() })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, DEMO.consumer97));
    expect(attempts).toBe(0);
  });

  it('does not tell through a login right after registering whether the address had an account', async () => {
    const attempt = { ...newcomer(''), password: 'Probe-Pass-1' };
    const answers = [];
    for (const email of [DEMO.consumer97, 'never.seen@example.com']) {
      expect((await registerAs({ ...attempt, email })).ok).toBe(true);
      answers.push(await loginAs(email, attempt.password));
    }
    expect(answers[0]).toEqual({
      ok: false,
      status: 400,
      error: { code: 10001, message: 'Incorrect account or password.' },
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('lets the same email register in another unit', async () => {
    expect((await registerAs(newcomer(DEMO.consumer97), '150')).ok).toBe(true);
    expect((await latestLink(DEMO.consumer97)).pathname).toBe('/150/auth/confirm');
  });

  it('refuses a weak password and bad fields with the spec texts, storing nothing', async () => {
    const email = 'weak.password@example.com';
    const result = await registerAs({ ...newcomer(email), password: 'alllowercase', firstName: '<b>Nadia</b>' });
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
    expect(await registerAs({ ...newcomer('not-an-email'), password: 'Good-Pass1' })).toMatchObject({
      error: { issues: [{ path: 'email', message: 'not valid email format' }] },
    });
    expect(await accountsWithEmail(email)).toBe(0);
    expect(await api.outbox(email)).toEqual([]);
  });

  it("applies the forms' name and mobile rules (defect 10)", async () => {
    const email = 'field.rules@example.com';
    expect(await registerAs({ ...newcomer(email), firstName: 'Nadia2', lastName: 'Karim!' })).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message:
          'Invalid request: firstName: This field cannot accept numbers.; ' +
          'lastName: This field cannot contain special characters.',
        issues: [
          { path: 'firstName', message: 'This field cannot accept numbers.', key: 'noNumbers' },
          { path: 'lastName', message: 'This field cannot contain special characters.', key: 'noSpecialCharacters' },
        ],
      },
    });
    expect(await registerAs({ ...newcomer(email), mobileNo: '+97142345678' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'mobileNo', message: 'wrong phone number', key: 'wrongPhone' }] },
    });
    expect(await api.outbox(email)).toEqual([]);
    // Names of any script, with spaces and hyphens, and no mobile number at all are fine.
    expect(
      (await registerAs({ ...newcomer(email), firstName: 'نادية', lastName: 'Karim-Haddad', mobileNo: '' })).ok,
    ).toBe(true);
  });

  it('checks the captcha before anything is stored or sent', async () => {
    const email = 'no.captcha@example.com';
    expect(await api.client().call(register, newcomer(email))).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 80000 },
    });
    expect(await api.client({ buId: '250' }).call(register, { ...newcomer(email), captchaToken: 'forged' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 80001, message: 'Error reCAPTCHA' },
    });
    expect(await api.outbox(email)).toEqual([]);
  });

  it('answers social registration types clearly', async () => {
    const result = await registerAs({ ...newcomer('social@example.com'), registerType: 'FB' });
    expect(result).toMatchObject({ ok: false, error: { code: 10003, issues: [{ path: 'registerType' }] } });
    expect(await accountsWithEmail('social@example.com')).toBe(0);
  });
});

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

async function signInWith(email: string, password: string, buId = '97') {
  const result = await loginAs(email, password, buId);
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

describe('phone verification at registration (unit 97)', () => {
  it('needs the confirmed SMS code of the number given, spends it once, and stores nothing without it', async () => {
    const email = 'phone.proof@example.com';
    const mobileNo = '+971507776655';
    const refused = { ok: false, status: 400, error: { code: 10051, issues: [{ path: 'mobileNo' }] } };
    expect(await registerAs({ ...newcomer(email), mobileNo, otpId: undefined })).toMatchObject(refused);
    const forAnotherNumber = await confirmedCodeFor('+971507776644');
    expect(await registerAs({ ...newcomer(email), mobileNo, otpId: forAnotherNumber })).toMatchObject(refused);
    expect(await api.outbox(email)).toEqual([]);

    const otpId = await confirmedCodeFor(mobileNo);
    expect((await registerAs({ ...newcomer(email), mobileNo, otpId })).ok).toBe(true);
    expect(await registerAs({ ...newcomer('phone.proof.again@example.com'), mobileNo, otpId })).toMatchObject(refused);
    // A unit that does not verify phone numbers takes the number as given.
    expect((await registerAs({ ...newcomer('phone.free@example.com'), mobileNo: '+33612340000' }, '250')).ok).toBe(
      true,
    );
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
    expect(
      await api.client().call(confirmOtp, { mobileNo: '+971500000000', otpId: sent.data.otpId, otp: code }),
    ).toMatchObject({ error: { code: 10031 } });
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toEqual({
      ok: true,
      status: 200,
      data: { result: true },
    });
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toMatchObject({
      error: { code: 10031 },
    });
  });

  it('stops after five wrong codes, and codes expire after ten minutes', async () => {
    const mobileNo = '+971504445566';
    const sent = await api.client().call(sendOtp, { mobileNo });
    if (!sent.ok) throw new Error('send failed');
    const code = await codeIn(mobileNo);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: wrong })).toMatchObject({
        error: { code: 10030 },
      });
    }
    expect(await api.client().call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp: code })).toMatchObject({
      error: { code: 10032, message: 'Too many wrong codes, please request a new one.' },
    });

    const again = await api.client().call(sendOtp, { mobileNo });
    if (!again.ok) throw new Error('send failed');
    api.advance(10 * 60 * 1000 + 1);
    expect(
      await api.client().call(confirmOtp, { mobileNo, otpId: again.data.otpId, otp: await codeIn(mobileNo) }),
    ).toMatchObject({
      error: { code: 10031, message: 'The code has expired, please request a new one.' },
    });
  });

  it('confirms an emailed code', async () => {
    const email = 'code.by.mail@example.com';
    const sent = await api.client().call(sendEmailOtp, { email });
    if (!sent.ok) throw new Error('send failed');
    const token = await codeIn(email);
    expect(
      await api
        .client()
        .call(confirmEmailOtp, { email, token: token === '000000' ? '111111' : '000000', tokenId: sent.data.tokenId }),
    ).toMatchObject({
      error: { code: 10030 },
    });
    expect(await api.client().call(confirmEmailOtp, { email, token, tokenId: sent.data.tokenId })).toEqual({
      ok: true,
      status: 200,
      data: { result: true },
    });
  });

  it('sends SMS codes to mobile numbers only, as the forms allow (defect 10)', async () => {
    const dubaiLandline = '+97142345678';
    expect(await api.client().call(sendOtp, { mobileNo: dubaiLandline })).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: mobileNo: wrong phone number',
        issues: [{ path: 'mobileNo', message: 'wrong phone number', key: 'wrongPhone' }],
      },
    });
    expect(await api.outbox(dubaiLandline)).toEqual([]);
    expect(
      await api.client().call(confirmOtp, { mobileNo: dubaiLandline, otpId: 'A'.repeat(22), otp: '123456' }),
    ).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'mobileNo', key: 'wrongPhone' }] },
    });
    // A number without its '+' is read as international; the code goes to, and is confirmed for, its E.164 form.
    const sent = await api.client().call(sendOtp, { mobileNo: '971507778899' });
    if (!sent.ok) throw new Error('send failed');
    const code = await codeIn('+971507778899');
    expect(
      await api.client().call(confirmOtp, { mobileNo: '+971507778899', otpId: sent.data.otpId, otp: code }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a bad phone number or code format and sends nothing', async () => {
    expect(await api.client().call(sendOtp, { mobileNo: '12' })).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'mobileNo', message: 'wrong phone number' }] },
    });
    expect(await api.outbox('12')).toEqual([]);
    expect(
      await api.client().call(confirmOtp, { mobileNo: '+971501112233', otpId: 'A'.repeat(22), otp: '12ab' }),
    ).toMatchObject({
      error: { issues: [{ path: 'otp', message: 'The code is wrong, please try again.' }] },
    });
    expect(await api.client().call(sendEmailOtp, { email: 'nope' })).toMatchObject({
      error: { issues: [{ path: 'email' }] },
    });
  });
});
