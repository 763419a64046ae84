import { getMemberProfile, login, twoFaConfirmLogin, twofaLogin, twoFaResend, type RequestOf } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { latestCode, setUnitFeatures } from './support/account-security-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

// Unit 150 signs in with a code (tools/seed/business-units/150.json); its demo consumers.
const LUCAS = DEMO.consumer150;
const ANA = 'ana.silva@example.com';

async function firstStep(account: string, extra: Partial<RequestOf<typeof twofaLogin>> = {}, buId = '150') {
  const client = api.client({ buId });
  return client.call(twofaLogin, {
    account,
    password: DEMO_PASSWORD,
    captchaToken: await api.captchaToken(buId),
    ...extra,
  });
}

async function challengeOf(account: string, extra: Partial<RequestOf<typeof twofaLogin>> = {}) {
  const answer = await firstStep(account, extra);
  if (!answer.ok) throw new Error(`twofaLogin failed: ${answer.error.message}`);
  return answer.data;
}

function confirm(twoFaTokenId: string, twoFaToken: string, buId = '150') {
  return api.client({ buId }).call(twoFaConfirmLogin, { account: LUCAS, twoFaTokenId, twoFaToken });
}

async function sessionsOf(accountId: number): Promise<number> {
  const [{ total }] = await api.app.shopApi.database.db
    .select({ total: count() })
    .from(sessions)
    .where(eq(sessions.accountId, accountId));
  return total;
}

/** A 6-digit code that is not the right one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  it('sends a code by email and signs in with it; the code works once', async () => {
    const challenge = await challengeOf(LUCAS);
    expect(challenge).toEqual({
      tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/),
      channel: 'email',
      sentTo: 'l•••s@example.com',
      resendInSeconds: 59,
      expiresInSeconds: 300,
      attemptsLeft: 5,
    });
    const code = await latestCode(api, LUCAS);
    const signedIn = await confirm(challenge.tokenId, code);
    expect(signedIn).toMatchObject({ ok: true, data: { custName: 'Lucas Janssens', custType: 'C' } });
    if (!signedIn.ok) return;
    const member = api.client({ buId: '150', accessToken: signedIn.data.accessToken });
    expect(await member.call(getMemberProfile, { custId: signedIn.data.custId })).toMatchObject({ ok: true });
    expect(await confirm(challenge.tokenId, code)).toMatchObject({ ok: false, error: { code: 10123 } });
  });

  it('sends the code by SMS when asked and the account has a mobile number', async () => {
    const challenge = await challengeOf(ANA, { twoFaChannel: 'sms' });
    expect(challenge).toMatchObject({ channel: 'sms', sentTo: expect.stringMatching(/^\+\d{3}•••\d{2}$/) });
    const [account] = await api.app.shopApi.services.accounts.named('150', { email: ANA }, 1);
    const sms = await latestCode(api, account.mobileNo);
    expect(
      await api.client({ buId: '150' }).call(twoFaConfirmLogin, { twoFaTokenId: challenge.tokenId, twoFaToken: sms }),
    ).toMatchObject({ ok: true, data: { custName: 'Ana Silva' } });
  });

  it('refuses the password login on a unit that signs in with a code, before looking at the password', async () => {
    const answer = await api.client({ buId: '150' }).call(login, {
      account: LUCAS,
      password: 'not-the-password',
      captchaToken: await api.captchaToken('150'),
    });
    expect(answer).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 10121,
        message: 'This shop signs you in with a code sent to you: please use two-factor sign-in.',
      },
    });
  });

  it('is refused where the unit does not sign in with a code', async () => {
    expect(await firstStep(DEMO.consumer97, {}, '97')).toMatchObject({
      ok: false,
      error: { code: 10120, message: 'Two-factor sign-in is not used in this shop.' },
    });
  });

  it('checks the password as login does, and sends nothing for a wrong one', async () => {
    const before = (await api.outbox(LUCAS)).length;
    expect(await firstStep(LUCAS, { password: 'Wrong-Pass1' })).toMatchObject({
      ok: false,
      error: { code: 10001, message: 'Incorrect account or password.' },
    });
    expect(await api.outbox(LUCAS)).toHaveLength(before);
    expect(await firstStep(LUCAS, { loginType: 'GOOGLE' })).toMatchObject({ ok: false, error: { code: 10003 } });
  });

  it('refuses a wrong code with the attempts left, locks after five, and answers the sixth attempt locked', async () => {
    const challenge = await challengeOf(ANA);
    const code = await latestCode(api, ANA);
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await api
        .client({ buId: '150' })
        .call(twoFaConfirmLogin, { twoFaTokenId: challenge.tokenId, twoFaToken: wrongFor(code) });
      answers.push(answer.ok ? 'ok' : `${answer.error.code}:${answer.error.issues?.[0]?.params?.attemptsLeft}`);
    }
    expect(answers).toEqual(['10122:4', '10122:3', '10122:2', '10122:1', '10122:0']);
    // The sixth attempt, even with the right code.
    const sixth = await api
      .client({ buId: '150' })
      .call(twoFaConfirmLogin, { twoFaTokenId: challenge.tokenId, twoFaToken: code });
    expect(sixth).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 10124,
        message: 'Too many wrong codes. Sign-in with a code is locked for 15 minutes; try again later.',
      },
    });
    // A new sign-in does not start the count again: the lock is the account's.
    expect(await firstStep(ANA)).toMatchObject({ ok: false, error: { code: 10124 } });
    api.advance(15 * 60 * 1000 + 1);
    const again = await challengeOf(ANA);
    expect(again.attemptsLeft).toBe(5);
    const fresh = await latestCode(api, ANA);
    expect(
      await api.client({ buId: '150' }).call(twoFaConfirmLogin, { twoFaTokenId: again.tokenId, twoFaToken: fresh }),
    ).toMatchObject({ ok: true });
  });

  it('counts wrong codes per account across challenges, and a right code clears the count', async () => {
    const first = await challengeOf(LUCAS);
    const firstCode = await latestCode(api, LUCAS);
    for (let attempt = 1; attempt <= 3; attempt += 1) await confirm(first.tokenId, wrongFor(firstCode));
    const second = await challengeOf(LUCAS);
    expect(second.attemptsLeft).toBe(2);
    expect(await confirm(second.tokenId, await latestCode(api, LUCAS))).toMatchObject({ ok: true });
    expect((await challengeOf(LUCAS)).attemptsLeft).toBe(5);
  });

  it('counts parallel guesses one by one: never more than five compared', async () => {
    const challenge = await challengeOf(ANA);
    const code = await latestCode(api, ANA);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        api
          .client({ buId: '150' })
          .call(twoFaConfirmLogin, { twoFaTokenId: challenge.tokenId, twoFaToken: wrongFor(code) }),
      ),
    );
    const codes = guesses.map((answer) => (answer.ok ? 0 : answer.error.code)).sort();
    expect(codes).toEqual([10122, 10122, 10122, 10122, 10122, 10124, 10124, 10124]);
    api.advance(15 * 60 * 1000 + 1);
  });

  it('resends after the 59 s timer only; the earlier code stops working', async () => {
    const challenge = await challengeOf(LUCAS);
    const firstCode = await latestCode(api, LUCAS);
    const tooSoon = await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId });
    expect(tooSoon).toEqual({
      ok: false,
      status: 429,
      error: { code: 10125, message: 'Please wait before asking for a new code.', retryAfter: 59 },
    });
    api.advance(58_000);
    expect(await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId })).toMatchObject({
      ok: false,
      error: { code: 10125, retryAfter: 1 },
    });
    api.advance(1_000);
    const resent = await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId });
    expect(resent).toMatchObject({ ok: true, data: { tokenId: challenge.tokenId, resendInSeconds: 59 } });
    const secondCode = await latestCode(api, LUCAS);
    if (secondCode !== firstCode) {
      expect(await confirm(challenge.tokenId, firstCode)).toMatchObject({ ok: false, error: { code: 10122 } });
    }
    expect(await confirm(challenge.tokenId, secondCode)).toMatchObject({ ok: true });
  });

  it('sends at most five codes for one sign-in', async () => {
    const challenge = await challengeOf(LUCAS);
    for (let resend = 1; resend <= 4; resend += 1) {
      api.advance(59_000);
      expect(await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId })).toMatchObject({
        ok: true,
      });
    }
    api.advance(59_000);
    expect(await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId })).toMatchObject({
      ok: false,
      error: { code: 10126 },
    });
  });

  it('refuses an expired challenge, an unknown one and one of another unit', async () => {
    const challenge = await challengeOf(LUCAS);
    const code = await latestCode(api, LUCAS);
    await setUnitFeatures(api, '97', { twoFactor: true });
    try {
      expect(await confirm(challenge.tokenId, code, '97')).toMatchObject({ ok: false, error: { code: 10123 } });
    } finally {
      await setUnitFeatures(api, '97', { twoFactor: false });
    }
    expect(await confirm('x'.repeat(32), code)).toMatchObject({ ok: false, error: { code: 10123 } });
    api.advance(5 * 60 * 1000);
    expect(await confirm(challenge.tokenId, code)).toMatchObject({
      ok: false,
      error: { code: 10123, message: 'This code has expired, please sign in again to receive a new one.' },
    });
    expect(await api.client({ buId: '150' }).call(twoFaResend, { twoFaTokenId: challenge.tokenId })).toMatchObject({
      ok: false,
      error: { code: 10123 },
    });
  });

  it('refuses malformed codes next to the field, without counting them', async () => {
    const challenge = await challengeOf(LUCAS);
    const answer = await api
      .client({ buId: '150' })
      .call(twoFaConfirmLogin, { twoFaTokenId: challenge.tokenId, twoFaToken: '12ab' });
    expect(answer).toMatchObject({ ok: false, status: 400, error: { code: 40000, issues: [{ path: 'twoFaToken' }] } });
    expect((await challengeOf(LUCAS)).attemptsLeft).toBe(5);
  });

  it('keeps business accounts and salesmen on their own login pages', async () => {
    await setUnitFeatures(api, '250', { twoFactor: true });
    try {
      const business = await firstStep(DEMO.business250, {}, '250');
      expect(business).toMatchObject({ ok: false, error: { code: 10004 } });
      expect(await firstStep(DEMO.salesman250, {}, '250')).toMatchObject({ ok: false, error: { code: 10005 } });
    } finally {
      await setUnitFeatures(api, '250', { twoFactor: false });
    }
  });

  it('opens no session before the code is confirmed', async () => {
    const [account] = await api.app.shopApi.services.accounts.named('150', { email: LUCAS }, 1);
    const before = await sessionsOf(account.id);
    await challengeOf(LUCAS);
    expect(await sessionsOf(account.id)).toBe(before);
  });
});
