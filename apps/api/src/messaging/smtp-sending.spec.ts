import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { outbox } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/test-api';
import { Outbox } from './outbox';
import { OutboxSending } from './outbox-sending';
import { StandInSmsGateway } from './sms-stand-in';
import { startSmtpPeer, type SmtpPeer } from './smtp-test-peer';
import { SmtpTransport } from './smtp-transport';

const FROM = 'Gift Shop <no-reply@shop.test>';
// A PDF as a reader sees one: the header, one empty page, the trailer.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let peer: SmtpPeer;
let api: TestApi;
beforeAll(async () => {
  peer = await startSmtpPeer();
  api = await startTestApi({ smtp: { url: peer.url, from: FROM } });
});
afterAll(async () => {
  await api.close();
  await peer.close();
});

const services = () => api.app.shopApi.services;

async function rowOf(id: number) {
  const [row] = await services().db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

async function waitForStatus(id: number, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await rowOf(id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`message ${id} is ${row.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The To header as written: one address here. */
const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : mail.to?.text);

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An outbox that enqueues nothing and a sender of its own, so a test drives each try itself. */
function manualSending() {
  const { db, now, shopUrl } = services();
  const sms = new StandInSmsGateway(10);
  return {
    outbox: new Outbox(db, now, { shopUrl, smtp: true, sms, enqueue: async () => undefined }),
    sending: () => new OutboxSending(db, now, new SmtpTransport({ url: peer.url, from: FROM }), sms),
  };
}

const letter = (recipient: string) => ({
  buId: '97',
  channel: 'email' as const,
  recipient,
  subject: 'Your gift cards',
  body: 'Card number: 6000 1234 5678 9012\nPIN code: 4321\n',
});

describe('email through SMTP', () => {
  it('delivers a message written in a transaction once, with HTML and PDF, then keeps only its envelope', async () => {
    const before = peer.received.length;
    const id = await services().db.transaction((tx) =>
      services().outbox.send(
        {
          ...letter('receiver@example.com'),
          language: 'ar',
          attachments: [{ filename: 'cards.pdf', contentType: 'application/pdf', content: PDF }],
        },
        tx,
      ),
    );
    expect((await rowOf(id)).status).toMatch(/pending|sent/);
    const row = await waitForStatus(id, 'sent');
    const mails = await peer.waitFor(before + 1);
    const mail = mails[before];
    expect(mail.subject).toBe('Your gift cards');
    expect(mail.from?.text).toBe('"Gift Shop" <no-reply@shop.test>');
    expect(mail.text).toBe('Card number: 6000 1234 5678 9012\nPIN code: 4321\n');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('PIN code: 4321');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'cards.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0].content, PDF)).toBe(0);
    expect(mail.messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@shop\\.test>$`));

    // Sent: the envelope stays, the card secrets do not (docs/decisions/0012).
    expect(row).toMatchObject({
      recipient: 'receiver@example.com',
      subject: 'Your gift cards',
      transport: 'smtp',
      transportMessageId: expect.stringMatching(/^PEER\d+$/),
      attempts: 1,
      body: '',
      html: null,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.clearedAt).toBeInstanceOf(Date);
    expect(await services().outbox.attachmentsOf(id)).toEqual([]);
    await settle(1_500);
    expect(peer.received).toHaveLength(before + 1);
  });

  it('sends nothing when the writing transaction rolls back', async () => {
    const before = peer.received.length;
    await expect(
      services().db.transaction(async (tx) => {
        await services().outbox.send(letter('rolled-back@example.com'), tx);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await settle(2_000);
    expect(peer.received).toHaveLength(before);
    expect(await services().outbox.latestTo('rolled-back@example.com')).toEqual([]);
  });

  it('is retried by the job queue after a temporary refusal (4xx), and then sent once', async () => {
    const before = peer.received.length;
    peer.failNext(451);
    const id = await services().outbox.send(letter('queue-retry@example.com'));
    const deadline = Date.now() + 20_000;
    while ((await rowOf(id)).lastError === null) {
      if (Date.now() > deadline) throw new Error('the first try did not happen');
      await settle(100);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    // The queue's retry waits 30 s and more (backoff): make it due now.
    for (let tries = 0; tries < 50; tries += 1) {
      const moved = await services().db.execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'outbox-sending' AND state = 'retry' RETURNING id`,
      );
      if ((moved as unknown as { rows: unknown[] }).rows.length > 0) break;
      await settle(100);
    }
    expect(await waitForStatus(id, 'sent')).toMatchObject({ attempts: 2, lastError: null });
    await settle(1_000);
    expect(peer.received.slice(before).map(toOf)).toEqual(['queue-retry@example.com']);
  });

  it('keeps a message pending after a temporary refusal (4xx) and sends it on the next try', async () => {
    const { outbox: manual, sending } = manualSending();
    const id = await manual.send(letter('retry@example.com'));
    const before = peer.received.length;
    peer.failNext(451);
    await expect(sending().deliver(id)).rejects.toMatchObject({ responseCode: 451 });
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('451'),
      claimedUntil: null,
    });
    expect(peer.received).toHaveLength(before);
    expect(await sending().deliver(id)).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(peer.received).toHaveLength(before + 1);
    expect(toOf(peer.received[before])).toBe('retry@example.com');
    expect(await sending().deliver(id)).toBe('not-pending');
    expect(peer.received).toHaveLength(before + 1);
  });

  it('marks a message failed on a permanent refusal (5xx), and a temporary one on the last try', async () => {
    const { outbox: manual, sending } = manualSending();
    const refused = await manual.send(letter('no-such-mailbox@example.com'));
    peer.failNext(550);
    expect(await sending().deliver(refused)).toBe('failed');
    const row = await rowOf(refused);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
    // Not sent, so not cleared: support can read what failed.
    expect(row.body).toContain('PIN code');
    expect(await sending().deliver(refused)).toBe('not-pending');

    const lastTry = await manual.send(letter('busy@example.com'));
    peer.failNext(421);
    expect(await sending().deliver(lastTry, { lastTry: true })).toBe('failed');
    expect((await rowOf(lastTry)).status).toBe('failed');
  });

  it('lets one of two senders that try the same message at once send it', async () => {
    const { outbox: manual, sending } = manualSending();
    const id = await manual.send(letter('twice@example.com'));
    const before = peer.received.length;
    const outcomes = await Promise.all([sending().deliver(id), sending().deliver(id), sending().deliver(id)]);
    expect(outcomes.sort()).toEqual(['not-pending', 'not-pending', 'sent']);
    await settle(500);
    expect(peer.received.slice(before).map(toOf)).toEqual(['twice@example.com']);
  });
});

describe('without SMTP and for SMS', () => {
  it('makes the row itself the delivered email, with its HTML in the unit look', async () => {
    const { db, now, shopUrl } = services();
    const local = new Outbox(db, now, {
      shopUrl,
      smtp: false,
      sms: new StandInSmsGateway(10),
      enqueue: () => Promise.reject(new Error('nothing is enqueued without SMTP')),
    });
    const id = await local.send({ ...letter('local@example.com'), language: 'en' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 0, body: letter('').body });
    expect(row.sentAt).toEqual(row.createdAt);
    expect(row.html).toContain('Marjan Market');
    expect(row.html).toContain('background:#0b5ea8');
  });

  it('sends an SMS through the gateway stand-in at once, and records a refused number as failed', async () => {
    const id = await services().outbox.send({
      buId: '97',
      channel: 'sms',
      recipient: '+971501234567',
      subject: '',
      body: 'Your verification code is 123456.',
    });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      transport: 'sms-stand-in',
      transportMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      html: null,
      attempts: 1,
    });
    const refused = await services().db.transaction((tx) =>
      services().outbox.send({ buId: '97', channel: 'sms', recipient: '+97112', subject: '', body: 'Code' }, tx),
    );
    expect(await rowOf(refused)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^INVALID_NUMBER/),
    });
  });
});
