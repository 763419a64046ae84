import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { withoutTwoFactor } from './support/account-security-kit';
import { authKit, codeOf } from './support/auth-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // These are the password's lock-outs: unit 150 signs in with a code since issue 22, here it takes passwords.
  await withoutTwoFactor(api, '150');
});
afterAll(() => api.close());

const { signIn } = authKit(() => api);

describe('failed logins per account', () => {
  const locked = {
    ok: false,
    status: 400,
    error: {
      code: 10006,
      message:
        'Too many failed sign-in attempts. Your account is locked for 15 minutes; ' +
        'try again later or reset your password.',
    },
  };
  const wrong = { ok: false, status: 400, error: { code: 10001, message: 'Incorrect account or password.' } };

  it('locks the account after five failures, whatever the password, for fifteen minutes', async () => {
    const account = DEMO.consumer150;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await signIn({ account, password: `Wrong-Pass${attempt}` }, '150')).toEqual(wrong);
    }
    expect(await signIn({ account, password: 'Wrong-Pass5' }, '150')).toEqual(locked);
    // Right and wrong passwords get the same answer while locked.
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toEqual(locked);
    expect(await signIn({ account, password: 'Wrong-Pass6' }, '150')).toEqual(locked);
    api.advance(15 * 60 * 1000 - 1000);
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toEqual(locked);
    api.advance(1001);
    expect(await signIn({ account, password: DEMO_PASSWORD }, '150')).toMatchObject({ ok: true });
  });

  it('counts per account, not per client, and a successful login clears the count', async () => {
    const account = 'ana.silva@example.com';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
  });

  it('starts the count again once the window has passed', async () => {
    const account = DEMO.consumer150;
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    api.advance(15 * 60 * 1000 + 1);
    expect(await signIn({ account, password: 'Wrong-Pass1' }, '150')).toEqual(wrong);
    expect((await signIn({ account, password: DEMO_PASSWORD }, '150')).ok).toBe(true);
  });

  it('locks an unknown email or number the same way, so the lock-out does not tell who has an account', async () => {
    for (const account of ['nobody.here@example.com', DEMO.consumer97]) {
      const answers = [];
      for (let attempt = 1; attempt <= 6; attempt += 1)
        answers.push(codeOf(await signIn({ account, password: 'Wrong-Pass1' })));
      expect({ account, answers }).toEqual({ account, answers: [10001, 10001, 10001, 10001, 10006, 10006] });
    }
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push(codeOf(await signIn({ mobileNo: '+971509090909', password: 'Wrong-Pass1' })));
    expect(answers).toEqual([10001, 10001, 10001, 10001, 10006]);
    api.advance(15 * 60 * 1000 + 1);
    expect((await signIn({ account: DEMO.consumer97, password: DEMO_PASSWORD })).ok).toBe(true);
  });

  it('counts failures by mobile number against the account holding that number', async () => {
    const mobileNo = '+971552345678';
    const holder = await signIn({ mobileNo, password: DEMO_PASSWORD });
    expect(holder).toMatchObject({ ok: true, data: { custName: 'Omar Farouk' } });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await signIn({ mobileNo, password: 'Wrong-Pass1' })).toEqual(wrong);
    expect(await signIn({ mobileNo, password: 'Wrong-Pass1' })).toEqual(locked);
    expect(await signIn({ account: DEMO.unvalidated97, password: DEMO_PASSWORD })).toEqual(locked);
    api.advance(15 * 60 * 1000 + 1);
    expect((await signIn({ account: DEMO.unvalidated97, password: DEMO_PASSWORD })).ok).toBe(true);
  });
});
