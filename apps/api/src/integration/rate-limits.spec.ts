import { login, register, sendOtp, validateToken } from '@shop/contracts';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  const tight = { max: 3, timeWindow: 60_000 };
  api = await startTestApi({
    rateLimits: { login: tight, registration: tight, otp: tight, tokenCheck: tight, init: { max: 100, timeWindow: 60_000 } },
  });
});
afterAll(() => api.close());

const limited = { ok: false, status: 429, error: { code: 42900, message: expect.stringContaining('Too many requests, please try again later.') } };

describe('rate limits', () => {
  it('limit login attempts per client', async () => {
    const client = api.client();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await client.call(login, { account: DEMO.consumer97, password: 'Wrong-Pass1' })).toMatchObject({ status: 400 });
    }
    expect(await client.call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD })).toEqual(limited);
  });

  it('limit registration, one-time codes and token checks', async () => {
    const client = api.client();
    const newcomer = { firstName: 'Rate', lastName: 'Limited', password: 'Good-Pass1' };
    for (let attempt = 0; attempt < 3; attempt += 1) await client.call(register, { ...newcomer, email: `r${attempt}@example.com` });
    expect(await client.call(register, { ...newcomer, email: 'r9@example.com' })).toEqual(limited);

    for (let attempt = 0; attempt < 3; attempt += 1) await client.call(sendOtp, { mobileNo: '+971501010101' });
    expect(await client.call(sendOtp, { mobileNo: '+971501010101' })).toEqual(limited);
    expect(await api.outbox('+971501010101')).toHaveLength(3);

    for (let attempt = 0; attempt < 3; attempt += 1) await client.call(validateToken, {});
    expect(await client.call(validateToken, {})).toEqual(limited);
  });
});
