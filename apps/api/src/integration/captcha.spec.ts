import { CAPTCHA_TEST_TOKEN_PATH, getBuParameter, login, register, resetPassword } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limits';
import { captchaOptionsFromEnv } from '../security/captcha/captcha-config';
import { DEMO, DEMO_PASSWORD, startTestApi, type TestApi } from '../testing/test-api';

/**
 * A local stand-in for the providers' siteverify endpoints, behaving as Cloudflare Turnstile and
 * Google reCAPTCHA do: a form POST of secret, response and remoteip; a token the widget issued is
 * genuine once; a wrong secret or token answers success false with the provider's error codes.
 */
class FakeSiteverify {
  readonly requests: { path: string; form: Record<string, string> }[] = [];
  private readonly issued = new Set<string>();
  private server!: Server;
  url = '';

  constructor(private readonly secrets: Record<string, string>) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        const path = request.url ?? '';
        this.requests.push({ path, form });
        const errors: string[] = [];
        if (request.method !== 'POST' || request.headers['content-type'] !== 'application/x-www-form-urlencoded')
          errors.push('bad-request');
        if (form.secret !== this.secrets[path]) errors.push('invalid-input-secret');
        if (!this.issued.delete(form.response ?? '')) errors.push('invalid-input-response');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: errors.length === 0, 'error-codes': errors }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the provider's widget gives the page. */
  widgetToken(): string {
    const token = randomBytes(24).toString('base64url');
    this.issued.add(token);
    return token;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const generous = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 10_000, timeWindow: 60_000 }]),
) as RateLimitSettings;

async function unitCaptcha(api: TestApi, buId: string) {
  const unit = await api.client({ buId }).call(getBuParameter, { buId });
  if (!unit.ok) throw new Error(unit.error.message);
  return unit.data.captcha;
}

describe('captcha with the real providers (secrets set)', () => {
  const fake = new FakeSiteverify({
    '/turnstile/v0/siteverify': 'cf-secret',
    '/recaptcha/api/siteverify': 'google-secret',
  });
  let api: TestApi;
  beforeAll(async () => {
    await fake.start();
    api = await startTestApi({
      captcha: {
        cloudflare: { secret: 'cf-secret', verifyUrl: `${fake.url}/turnstile/v0/siteverify` },
        google: { secret: 'google-secret', verifyUrl: `${fake.url}/recaptcha/api/siteverify` },
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await fake.stop();
  });

  it('tells the page the units use the real widgets, and serves no test tokens', async () => {
    expect(await unitCaptcha(api, '97')).toEqual({
      provider: 'cloudflare',
      siteKey: '0x4AAAAAAA-demo-97',
      test: false,
    });
    expect(await unitCaptcha(api, '250')).toEqual({ provider: 'google', siteKey: '6Lc-demo-250', test: false });
    const response = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=0x4AAAAAAA-demo-97`);
    expect(response.status).toBe(404);
  });

  it('verifies a Turnstile token with secret, response and remote address, once', async () => {
    const token = fake.widgetToken();
    const signedIn = await api
      .client()
      .call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: token });
    expect(signedIn.ok).toBe(true);
    expect(fake.requests.at(-1)).toEqual({
      path: '/turnstile/v0/siteverify',
      form: { secret: 'cf-secret', response: token, remoteip: '127.0.0.1' },
    });
    expect(
      await api.client().call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: token }),
    ).toEqual({
      ok: false,
      status: 400,
      error: { code: 80000, message: 'Captcha verification failed.' },
    });
  });

  it('verifies a reCAPTCHA token on the Google unit, 80001 when the provider says no', async () => {
    const client = api.client({ buId: '250' });
    expect(
      (
        await client.call(login, {
          account: DEMO.consumer250,
          password: DEMO_PASSWORD,
          captchaToken: fake.widgetToken(),
        })
      ).ok,
    ).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/recaptcha/api/siteverify',
      form: { secret: 'google-secret' },
    });
    expect(await client.call(resetPassword, { email: DEMO.consumer250, captchaToken: 'never-issued' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 80001, message: 'Error reCAPTCHA' },
    });
    expect(await api.outbox(DEMO.consumer250)).toEqual([]);
  });

  it('refuses a token without asking the provider when none is sent', async () => {
    const asked = fake.requests.length;
    expect(
      await api
        .client()
        .call(register, { email: 'n@example.com', firstName: 'Nadia', lastName: 'Karim', password: 'Welcome-2024' }),
    ).toMatchObject({
      ok: false,
      error: { code: 80000, issues: [{ path: 'captchaToken', message: 'This field is required.' }] },
    });
    expect(fake.requests).toHaveLength(asked);
  });
});

describe('captcha when a provider cannot be reached', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A port nothing listens on: the check fails closed.
    const closed = new FakeSiteverify({});
    await closed.start();
    const url = closed.url;
    await closed.stop();
    api = await startTestApi({ captcha: { cloudflare: { secret: 'cf-secret', verifyUrl: `${url}/siteverify` } } });
  });
  afterAll(() => api.close());

  it('refuses the sign-in with the provider code', async () => {
    expect(
      await api
        .client()
        .call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD, captchaToken: 'some-widget-token' }),
    ).toMatchObject({
      ok: false,
      error: { code: 80000 },
    });
  });

  it('leaves the other provider in test mode, its token route serving only its units', async () => {
    expect(await unitCaptcha(api, '97')).toMatchObject({ provider: 'cloudflare', test: false });
    expect(await unitCaptcha(api, '250')).toMatchObject({ provider: 'google', test: true });
    const forCloudflareUnit = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=0x4AAAAAAA-demo-97`);
    expect(forCloudflareUnit.status).toBe(400);
    expect(await forCloudflareUnit.json()).toMatchObject({ error: { code: 40000, issues: [{ path: 'siteKey' }] } });
    expect(
      (
        await api.client({ buId: '250' }).call(login, {
          account: DEMO.consumer250,
          password: DEMO_PASSWORD,
          captchaToken: await api.captchaToken('250'),
        })
      ).ok,
    ).toBe(true);
  });
});

describe('the test captcha provider (no secrets)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ rateLimits: { ...generous, captchaTest: { max: 4, timeWindow: 60_000 } } });
  });
  afterAll(() => api.close());

  it('is announced to the page in the unit parameters', async () => {
    expect(await unitCaptcha(api, '97')).toEqual({ provider: 'cloudflare', siteKey: '0x4AAAAAAA-demo-97', test: true });
    expect(await unitCaptcha(api, '150')).toEqual({
      provider: 'cloudflare',
      siteKey: '0x4AAAAAAA-demo-150',
      test: true,
    });
    expect(await unitCaptcha(api, '250')).toEqual({ provider: 'google', siteKey: '6Lc-demo-250', test: true });
  });

  it('issues random tokens valid five minutes, not cached, and refuses unknown or missing site keys', async () => {
    const response = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=6Lc-demo-250`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; expiresIn: number };
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 300 });

    const unknown = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=made-up`);
    expect(unknown.status).toBe(400);
    const missing = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}`);
    expect(await missing.json()).toMatchObject({
      error: { code: 40000, issues: [{ path: 'siteKey', message: 'This field is required.' }] },
    });
  });

  it('is rate limited per client', async () => {
    await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=6Lc-demo-250`);
    const limited = await fetch(`${api.baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=6Lc-demo-250`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 42900 } });
  });
});

describe('captcha secrets from the environment', () => {
  it('reads a secret and an optional verify URL per provider', () => {
    expect(captchaOptionsFromEnv({})).toEqual({});
    expect(
      captchaOptionsFromEnv({
        CAPTCHA_GOOGLE_SECRET: 'g',
        CAPTCHA_CLOUDFLARE_SECRET: 'c',
        CAPTCHA_CLOUDFLARE_VERIFY_URL: 'http://x/verify',
      }),
    ).toEqual({
      cloudflare: { secret: 'c', verifyUrl: 'http://x/verify' },
      google: { secret: 'g', verifyUrl: undefined },
    });
  });
});
