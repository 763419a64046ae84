import { confirmToken, getMemberProfile, registerConfirmation, register } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { pendingRegistrations } from '../db/schema';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { confirmationOf, newcomer, registrationKit } from './support/registration-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { accountsWithEmail, latestLink, confirmedCodeFor, registerAs, loginAs } = registrationKit(() => api);

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
