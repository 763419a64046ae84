import { resetPassword } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

/**
 * The dev mailbox shows reset and confirmation links: anyone who can read it can take over
 * accounts. It is off unless switched on for development, and then answers loopback clients only.
 */
const NOT_FOUND = { error: { code: 40400, message: 'Not found' } };
const mailboxPath = `/api/dev/outbox?recipient=${encodeURIComponent(DEMO.consumer97)}`;

async function withApi(options: Parameters<typeof startTestApi>[0], work: (api: TestApi) => Promise<void>) {
  const api = await startTestApi(options);
  try {
    await work(api);
  } finally {
    await api.close();
  }
}

/** Sends a reset email to a demo account, so the mailbox has something to show. */
async function sendResetEmail(api: TestApi) {
  const captchaToken = await api.captchaToken();
  expect(await api.client().call(resetPassword, { email: DEMO.consumer97, captchaToken })).toMatchObject({ ok: true });
}

describe('the dev mailbox', () => {
  const saved = process.env.SHOP_DEV_MAILBOX;
  afterEach(() => {
    if (saved === undefined) delete process.env.SHOP_DEV_MAILBOX;
    else process.env.SHOP_DEV_MAILBOX = saved;
  });

  it('does not exist by default, even on the embedded database', async () => {
    delete process.env.SHOP_DEV_MAILBOX;
    await withApi({ dataDir: 'memory://' }, async (api) => {
      await sendResetEmail(api);
      const response = await fetch(`${api.baseUrl}/dev/outbox?recipient=${encodeURIComponent(DEMO.consumer97)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    });
  });

  it('shows the latest messages to a loopback client when switched on by option', async () => {
    await withApi({ devOutbox: true }, async (api) => {
      await sendResetEmail(api);
      const response = await fetch(`${api.baseUrl}/dev/outbox?recipient=${encodeURIComponent(DEMO.consumer97)}`);
      expect(response.status).toBe(200);
      const { messages } = (await response.json()) as { messages: { channel: string; body: string }[] };
      expect(messages[0]).toMatchObject({
        channel: 'email',
        body: expect.stringContaining('/auth/reset-password?tokenId='),
      });
    });
  });

  it('is switched on by SHOP_DEV_MAILBOX=1 and stays off for any other value', async () => {
    process.env.SHOP_DEV_MAILBOX = '1';
    await withApi({}, async (api) => {
      expect((await api.app.inject({ url: mailboxPath })).statusCode).toBe(200);
    });
    process.env.SHOP_DEV_MAILBOX = 'true';
    await withApi({}, async (api) => {
      expect((await api.app.inject({ url: mailboxPath })).statusCode).toBe(404);
    });
  });

  it('answers a client that is not on loopback as if it did not exist, whatever X-Forwarded-For says', async () => {
    await withApi({ devOutbox: true, trustProxy: true }, async (api) => {
      await sendResetEmail(api);
      const outside = await api.app.inject({ url: mailboxPath, remoteAddress: '203.0.113.7' });
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(NOT_FOUND);
      const spoofed = await api.app.inject({
        url: mailboxPath,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(404);
      const privateRange = await api.app.inject({ url: mailboxPath, remoteAddress: '10.0.0.5' });
      expect(privateRange.statusCode).toBe(404);
      expect((await api.app.inject({ url: mailboxPath, remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await api.app.inject({ url: mailboxPath, remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    });
  });

  it('refuses a request a proxy on this machine forwarded from elsewhere', async () => {
    await withApi({ devOutbox: true }, async (api) => {
      const forwarded = await api.app.inject({
        url: mailboxPath,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.statusCode).toBe(404);
      const standard = await api.app.inject({
        url: mailboxPath,
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=203.0.113.7' },
      });
      expect(standard.statusCode).toBe(404);
    });
  });
});
