import type { ApiResult } from '@shop/api-client';
import { API_ERRORS } from '@shop/contracts';
import { callWithCaptcha } from './call-with-captcha';

const refused: ApiResult<string> = {
  ok: false,
  status: 400,
  error: { code: API_ERRORS.CAPTCHA_TURNSTILE.code, message: API_ERRORS.CAPTCHA_TURNSTILE.message },
};
const other: ApiResult<string> = {
  ok: false,
  status: 400,
  error: { code: API_ERRORS.GENERIC.code, message: API_ERRORS.GENERIC.message },
};

function captchaGiving(...tokens: string[]) {
  return { getToken: jest.fn(async () => tokens.shift()), reset: jest.fn() };
}

describe('callWithCaptcha', () => {
  it('sends the token and gives the answer', async () => {
    const captcha = captchaGiving('t1');
    const call = jest.fn(async () => ({ ok: true, status: 200, data: 'done' }) as const);
    await expect(callWithCaptcha(captcha, call)).resolves.toEqual({ ok: true, status: 200, data: 'done' });
    expect(call).toHaveBeenCalledWith('t1');
    expect(captcha.reset).not.toHaveBeenCalled();
  });

  it('resets the captcha and calls once more with a new token when the token is refused', async () => {
    const captcha = captchaGiving('t1', 't2');
    const call = jest.fn(async () => refused);
    await expect(callWithCaptcha(captcha, call)).resolves.toBe(refused);
    expect(call.mock.calls).toEqual([['t1'], ['t2']]);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });

  it('gives any other refusal as it is, without a second call', async () => {
    const captcha = captchaGiving('t1', 't2');
    const call = jest.fn(async () => other);
    await expect(callWithCaptcha(captcha, call)).resolves.toBe(other);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
