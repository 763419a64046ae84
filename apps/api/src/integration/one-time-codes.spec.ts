import { confirmEmailOtp, confirmOtp, sendEmailOtp, sendOtp } from '@shop/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

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
