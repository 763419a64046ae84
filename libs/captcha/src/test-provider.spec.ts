import { CAPTCHA_MAX_RETRIES, RETRY_INTERVAL_MS, type CaptchaSettings } from '@shop/contracts';
import { CaptchaFailure } from './captcha-failure';
import { createCaptchaProvider } from './create-captcha-provider';
import { createTestCaptchaProvider } from './test-provider';

const settings: CaptchaSettings = { provider: 'cloudflare', siteKey: '0x4AAAAAAA-demo-97', test: true };

/** The part of a fetch Response the provider reads (jsdom has no Response class). */
function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** A fetch answering from a list, one answer per call; the last one repeats. */
function fetchAnswering(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer();
  });
}

const noWait = jest.fn<Promise<undefined>, [number]>(async () => undefined);

describe('the shop test captcha provider', () => {
  beforeEach(() => noWait.mockClear());

  it('fetches a token from the test route with the site key and hands it out once', async () => {
    const fetch = fetchAnswering(
      () => jsonResponse({ token: 'test-token-1', expiresIn: 120 }),
      () => jsonResponse({ token: 'test-token-2', expiresIn: 120 }),
    );
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait, prefetch: false });

    await expect(provider.getToken()).resolves.toBe('test-token-1');
    expect(fetch.mock.calls[0][0]).toBe('/api/captcha-test/token?siteKey=0x4AAAAAAA-demo-97');
    // Tokens are single use: the next call gets the next token.
    await expect(provider.getToken()).resolves.toBe('test-token-2');
    provider.destroy();
  });

  it('fetches ahead, as a widget checks on render, so a form gets its token at once', async () => {
    const fetch = fetchAnswering(() => jsonResponse({ token: 'early', expiresIn: 120 }));
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(provider.getToken()).resolves.toBe('early');
    provider.destroy();
  });

  it(`retries a failing fetch ${CAPTCHA_MAX_RETRIES} times, ${RETRY_INTERVAL_MS} ms apart, then fails`, async () => {
    const fetch = fetchAnswering(() => jsonResponse({ error: 'down' }, 503));
    const onFailure = jest.fn();
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait, onFailure, prefetch: false });

    const failure = await provider.getToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CaptchaFailure);
    expect(failure).toMatchObject({ kind: 'cloudflare', code: '503', message: 'Cloudflare captcha error (503)' });
    expect(fetch).toHaveBeenCalledTimes(1 + CAPTCHA_MAX_RETRIES);
    expect(noWait.mock.calls).toEqual(Array.from({ length: CAPTCHA_MAX_RETRIES }, () => [RETRY_INTERVAL_MS]));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(failure);
    provider.destroy();
  });

  it('gives a token when a retry succeeds, and says nothing', async () => {
    const fetch = fetchAnswering(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ nonsense: true }),
      () => jsonResponse({ token: 'third-time', expiresIn: 120 }),
    );
    const onFailure = jest.fn();
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait, onFailure, prefetch: false });
    await expect(provider.getToken()).resolves.toBe('third-time');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
    provider.destroy();
  });

  it("reports Google's text for a Google unit in test mode", async () => {
    const fetch = fetchAnswering(() => Promise.reject(new TypeError('offline')));
    const provider = createTestCaptchaProvider({
      settings: { ...settings, provider: 'google' },
      fetch,
      sleep: noWait,
      prefetch: false,
    });
    await expect(provider.getToken()).rejects.toMatchObject({
      kind: 'google',
      code: 'network',
      message: 'Error reCAPTCHA (network)',
    });
    provider.destroy();
  });

  it('does not hand out a token about to expire, and reset() drops the held token for a new one', async () => {
    let clock = 0;
    let issued = 0;
    const fetch = jest.fn(async () => {
      issued += 1;
      return jsonResponse({ token: `token-${issued}`, expiresIn: 60 });
    });
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait, now: () => clock });
    await new Promise((resolve) => setTimeout(resolve, 0)); // token-1 arrives at 0 ms, valid 60 s
    clock = 58_000; // token-1 has 2 s left
    await expect(provider.getToken()).resolves.toBe('token-2');

    await provider.getToken(); // token-3, fetched when asked for
    provider.reset();
    await expect(provider.getToken()).resolves.toBe('token-4');
    expect(fetch).toHaveBeenCalledTimes(4);
    provider.destroy();
  });
});

describe('the test provider after a refused token', () => {
  it('never hands out the token it held before reset()', async () => {
    let issued = 0;
    const fetch = jest.fn(async () => {
      issued += 1;
      return jsonResponse({ token: `token-${issued}`, expiresIn: 120 });
    });
    const provider = createTestCaptchaProvider({ settings, fetch, sleep: noWait });
    await new Promise((resolve) => setTimeout(resolve, 0)); // token-1 is held
    provider.reset();
    await expect(provider.getToken()).resolves.toBe('token-2');
    provider.destroy();
  });
});

describe('createCaptchaProvider', () => {
  it('says "Invalid or missing captchaProvider" for settings naming no known provider', async () => {
    const onFailure = jest.fn();
    const provider = createCaptchaProvider({ provider: 'hcaptcha', siteKey: 'x' }, { language: 'en', onFailure });
    await expect(provider.getToken()).rejects.toMatchObject({
      kind: 'config',
      message: 'Invalid or missing captchaProvider (captchaProvider)',
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('uses the test provider in test mode, without any container', async () => {
    const fetch = fetchAnswering(() => jsonResponse({ token: 'from-test-route', expiresIn: 120 }));
    const provider = createCaptchaProvider(settings, { language: 'en', fetch, apiBaseUrl: '/api' });
    await expect(provider.getToken()).resolves.toBe('from-test-route');
    provider.destroy();
  });
});
