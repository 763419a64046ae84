import {
  getMemberProfile,
  getOperatorMe,
  listAuditLog,
  listOperators,
  operatorSignIn,
  operatorSignOut,
  operatorVerifyTotp,
} from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';
import { OPERATORS, operatorKit } from './support/operator-kit';

let api: TestApi;
const { codeNow, signedIn } = operatorKit(() => api);

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function challengeOf(email: string, password = DEMO_PASSWORD) {
  const answer = await api.client().call(operatorSignIn, { email, password });
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.data.challengeId;
}

describe('operator sign-in', () => {
  it('takes the password, then the TOTP code, and answers the operator with his units', async () => {
    const { session, client } = await signedIn(OPERATORS.ops97);
    expect(session.operator).toMatchObject({ email: OPERATORS.ops97, role: 'operator', active: true });
    expect(session.operator.units.map((unit) => unit.buId)).toEqual(['97']);
    const me = await client.call(getOperatorMe, {});
    expect(me).toMatchObject({ ok: true, data: { operator: { email: OPERATORS.ops97 } } });
    const admin = await signedIn(OPERATORS.admin);
    expect(admin.session.operator.units.map((unit) => unit.buId)).toEqual(expect.arrayContaining(['97', '150', '250']));
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const wrong = await api.client().call(operatorSignIn, { email: OPERATORS.ops250, password: 'Wrong-pass1' });
    const unknown = await api.client().call(operatorSignIn, { email: 'nobody@giftshop.example', password: 'X-pass12' });
    expect(wrong).toMatchObject({ ok: false, status: 401, error: { code: 10090 } });
    expect(unknown).toMatchObject({ ok: false, status: 401, error: { code: 10090 } });
  });

  it('refuses a wrong code, and a right code used a second time', async () => {
    api.advance(30_000);
    const challengeId = await challengeOf(OPERATORS.ops250);
    const wrongCode = String((Number(codeNow(OPERATORS.ops250)) + 1) % 1_000_000).padStart(6, '0');
    expect(await api.client().call(operatorVerifyTotp, { challengeId, code: wrongCode })).toMatchObject({
      ok: false,
      error: { code: 10091 },
    });
    const code = codeNow(OPERATORS.ops250);
    expect(await api.client().call(operatorVerifyTotp, { challengeId, code })).toMatchObject({ ok: true });
    const again = await challengeOf(OPERATORS.ops250);
    expect(await api.client().call(operatorVerifyTotp, { challengeId: again, code })).toMatchObject({
      ok: false,
      error: { code: 10091 },
    });
  });

  it('lets a challenge expire after 5 minutes', async () => {
    api.advance(30_000);
    const challengeId = await challengeOf(OPERATORS.ops97);
    api.advance(5 * 60_000 + 1_000);
    const answer = await api.client().call(operatorVerifyTotp, { challengeId, code: codeNow(OPERATORS.ops97) });
    expect(answer).toMatchObject({ ok: false, error: { code: 10092 } });
  });

  it('locks an account after 5 failures, and a right password then waits too', async () => {
    const email = OPERATORS.admin;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await api.client().call(operatorSignIn, { email, password: 'Wrong-pass1' })).toMatchObject({
        error: { code: 10090 },
      });
    }
    expect(await api.client().call(operatorSignIn, { email, password: 'Wrong-pass1' })).toMatchObject({
      status: 429,
      error: { code: 10093 },
    });
    expect(await api.client().call(operatorSignIn, { email, password: DEMO_PASSWORD })).toMatchObject({
      error: { code: 10093 },
    });
    api.advance(15 * 60_000 + 1_000);
    expect(await api.client().call(operatorSignIn, { email, password: DEMO_PASSWORD })).toMatchObject({ ok: true });
  });
});

describe('operator and customer sessions', () => {
  it('never open each other’s calls', async () => {
    const customer = await api.signIn(DEMO.consumer97);
    const asOperator = await api.client({ accessToken: customer.accessToken }).call(getOperatorMe, {});
    expect(asOperator).toMatchObject({ ok: false, status: 401, error: { code: 10094 } });

    const { session } = await signedIn(OPERATORS.ops97);
    const asCustomer = await api
      .client({ accessToken: session.accessToken })
      .call(getMemberProfile, { custId: customer.custId });
    expect(asCustomer).toMatchObject({ ok: false, status: 401 });
    expect(await api.client().call(getOperatorMe, {})).toMatchObject({ ok: false, error: { code: 10094 } });
  });

  it('ends on sign-out', async () => {
    const { client } = await signedIn(OPERATORS.ops250);
    expect(await client.call(operatorSignOut, {})).toMatchObject({ ok: true });
    expect(await client.call(getOperatorMe, {})).toMatchObject({ ok: false, error: { code: 10094 } });
  });

  it('ends after 30 minutes without a call', async () => {
    const { client } = await signedIn(OPERATORS.ops250);
    api.advance(29 * 60_000);
    expect(await client.call(getOperatorMe, {})).toMatchObject({ ok: true });
    api.advance(29 * 60_000);
    expect(await client.call(getOperatorMe, {})).toMatchObject({ ok: true });
    api.advance(31 * 60_000);
    expect(await client.call(getOperatorMe, {})).toMatchObject({ ok: false, error: { code: 10094 } });
  });
});

describe('operator accounts and the audit log', () => {
  it('are for administrators only', async () => {
    const { client } = await signedIn(OPERATORS.ops97);
    expect(await client.call(listOperators, {})).toMatchObject({ ok: false, status: 403, error: { code: 58051 } });
    expect(await client.call(listAuditLog, {})).toMatchObject({ ok: false, status: 403, error: { code: 58051 } });
  });

  it('shows the administrator the sign-ins', async () => {
    const { client } = await signedIn(OPERATORS.admin);
    const log = await client.call(listAuditLog, { action: 'operator.signIn' });
    if (!log.ok) throw new Error(JSON.stringify(log.error));
    expect(log.data.entries[0]).toMatchObject({ operatorEmail: OPERATORS.admin, action: 'operator.signIn' });
    expect(log.data.entries.map((entry) => entry.operatorEmail)).toEqual(expect.arrayContaining([OPERATORS.ops97]));
  });
});
