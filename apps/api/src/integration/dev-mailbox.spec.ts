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

describe('the dev mailbox pages', () => {
  const evil = '<script>alert("x")</script>';

  async function writeMessages(api: TestApi) {
    const { outbox } = api.app.shopApi.services;
    const email = await outbox.send({
      buId: '97',
      channel: 'email',
      recipient: 'page-reader@example.com',
      subject: `Subject ${evil}`,
      body: `Body ${evil}\n\nhttps://shop.test/97/auth/confirm?a=1&b=2\n`,
      attachments: [{ filename: 'cards "1".pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') }],
    });
    const sms = await outbox.send({
      buId: '97',
      channel: 'sms',
      recipient: '+971501234567',
      subject: '',
      body: 'Your verification code is 654321.',
    });
    return { email, sms };
  }

  it('lists the latest messages to all as HTML, filtered by recipient and channel, texts escaped', async () => {
    await withApi({ devOutbox: true }, async (api) => {
      await sendResetEmail(api);
      await writeMessages(api);
      const response = await fetch(`${api.baseUrl}/dev/mailbox`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      // Never framed, said the same way in both headers.
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const page = await response.text();
      expect(page).toContain('<h1>Dev mailbox</h1>');
      expect(page).toContain(DEMO.consumer97);
      expect(page).toContain('page-reader@example.com');
      expect(page).toContain('+971501234567');
      expect(page).toContain('Subject &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(page).not.toContain(evil);

      const onlySms = await (await fetch(`${api.baseUrl}/dev/mailbox?channel=sms`)).text();
      expect(onlySms).toContain('+971501234567');
      expect(onlySms).not.toContain('page-reader@example.com');
      const oneRecipient = await (
        await fetch(`${api.baseUrl}/dev/mailbox?recipient=${encodeURIComponent(DEMO.consumer97)}`)
      ).text();
      expect(oneRecipient).toContain('Reset your password');
      expect(oneRecipient).not.toContain('+971501234567');
      expect(oneRecipient).toContain(`value="${DEMO.consumer97}"`);
    });
  });

  it('shows one message: its text escaped, its HTML in a sandboxed frame, its attachments to download', async () => {
    await withApi({ devOutbox: true }, async (api) => {
      const { email, sms } = await writeMessages(api);
      const page = await (await fetch(`${api.baseUrl}/dev/mailbox/${email}`)).text();
      expect(page).toContain('Body &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(page).not.toContain(evil);
      expect(page).toContain(`<iframe sandbox title="The HTML version" src="/api/dev/mailbox/${email}/html"></iframe>`);
      expect(page).toContain(`href="/api/dev/mailbox/${email}/attachments/0" download>cards &quot;1&quot;.pdf</a>`);

      const html = await fetch(`${api.baseUrl}/dev/mailbox/${email}/html`);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      // Framed by the message page only: this origin, in both headers.
      expect(html.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
      expect(html.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const htmlText = await html.text();
      expect(htmlText).toContain('Body &lt;script&gt;');
      expect(htmlText).not.toContain(evil);

      const file = await fetch(`${api.baseUrl}/dev/mailbox/${email}/attachments/0`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="cards _1_.pdf"; filename*=UTF-8''cards%20%221%22.pdf`,
      );
      expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.4 x');

      // The JSON outbox names the message and its files, so a reader finds the download.
      const outbox = await fetch(`${api.baseUrl}/dev/outbox?recipient=page-reader%40example.com`);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([
        expect.objectContaining({
          id: email,
          attachments: [{ position: 0, filename: 'cards "1".pdf', contentType: 'application/pdf' }],
        }),
      ]);

      const smsPage = await (await fetch(`${api.baseUrl}/dev/mailbox/${sms}`)).text();
      expect(smsPage).toContain('Your verification code is 654321.');
      expect(smsPage).toContain('sms-stand-in');
      expect(smsPage).not.toContain('<iframe');

      for (const path of [`${email + sms}`, 'abc', '0', `${sms}/html`, `${email}/attachments/1`]) {
        const missing = await fetch(`${api.baseUrl}/dev/mailbox/${path}`);
        expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      }
    });
  });

  it('answers 404 when off, and to a client that is not on loopback or came through a proxy', async () => {
    delete process.env.SHOP_DEV_MAILBOX;
    await withApi({}, async (api) => {
      const { email } = await writeMessages(api);
      for (const path of ['/api/dev/mailbox', `/api/dev/mailbox/${email}`, `/api/dev/mailbox/${email}/html`]) {
        const off = await api.app.inject({ url: path });
        expect({ path, status: off.statusCode, body: off.json() }).toEqual({ path, status: 404, body: NOT_FOUND });
      }
    });
    await withApi({ devOutbox: true, trustProxy: true }, async (api) => {
      const { email } = await writeMessages(api);
      const paths = [
        '/api/dev/mailbox',
        `/api/dev/mailbox/${email}`,
        `/api/dev/mailbox/${email}/html`,
        `/api/dev/mailbox/${email}/attachments/0`,
      ];
      for (const url of paths) {
        const outside = await api.app.inject({ url, remoteAddress: '203.0.113.7' });
        expect({ url, status: outside.statusCode, body: outside.json() }).toEqual({
          url,
          status: 404,
          body: NOT_FOUND,
        });
        const spoofed = await api.app.inject({
          url,
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect({ url, status: spoofed.statusCode }).toEqual({ url, status: 404 });
        const proxied = await api.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { forwarded: 'for=1.2.3.4' },
        });
        expect({ url, status: proxied.statusCode }).toEqual({ url, status: 404 });
        const local = await api.app.inject({ url, remoteAddress: '::1' });
        expect({ url, status: local.statusCode }).toEqual({ url, status: 200 });
      }
    });
  });
});
