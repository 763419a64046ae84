import type { ApiResult } from '@shop/api-client';
import { callAskingCaptcha } from './call-asking-captcha';

const asked: ApiResult<string> = {
  ok: false,
  status: 400,
  error: { code: 80000, message: 'Captcha verification failed.', issues: [{ path: 'captchaToken', message: 'x' }] },
};
const balance: ApiResult<string> = { ok: true, status: 200, data: 'AED 50' };

function tokens() {
  let issued = 0;
  return { getToken: jest.fn(async () => `token-${(issued += 1)}`), reset: jest.fn() };
}

describe('callAskingCaptcha', () => {
  it('sends no token until asked, then brings the captcha up and sends the call again with its token', async () => {
    const captcha = tokens();
    const ask = jest.fn(async () => captcha);
    const sent: (string | undefined)[] = [];
    const answer = await callAskingCaptcha(null, ask, async (token) => {
      sent.push(token);
      return token ? balance : asked;
    });
    expect(answer).toEqual(balance);
    expect(sent).toEqual([undefined, 'token-1']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('never asks when the first answer is not a captcha refusal', async () => {
    const ask = jest.fn();
    const limited: ApiResult<string> = { ok: false, status: 429, error: { code: 42900, message: 'm', retryAfter: 9 } };
    expect(await callAskingCaptcha(null, ask, async () => limited)).toEqual(limited);
    expect(ask).not.toHaveBeenCalled();
  });

  it('uses the captcha already shown for every call, with one silent retry when a token is refused', async () => {
    const captcha = tokens();
    const sent: (string | undefined)[] = [];
    const answer = await callAskingCaptcha(captcha, jest.fn(), async (token) => {
      sent.push(token);
      return token === 'token-2' ? balance : asked;
    });
    expect(answer).toEqual(balance);
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });
});
