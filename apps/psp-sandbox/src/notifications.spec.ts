import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSandboxServer } from './sandbox-server';

const SECRET = 'sandbox-test-secret-0123456789';
const auth = { authorization: `Bearer ${SECRET}` };

/** The merchant's side: records each notification and answers with the next status of `answers` (then 200). */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let received: Received[];
let answers: number[];
let hold: Promise<void> | null;
let notifyUrl: string;

let clock: number;
let app: FastifyInstance;

beforeEach(async () => {
  received = [];
  answers = [];
  hold = null;
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      received.push({ headers: request.headers, body });
      await hold;
      response.statusCode = answers.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notifications`;
  clock = Date.parse('2026-05-01T10:00:00Z');
  app = await createSandboxServer({
    secret: SECRET,
    publicUrl: 'http://psp.test',
    now: () => new Date(clock),
    notificationRetryDelaysMs: [20, 20],
  });
});
afterEach(async () => {
  await app.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A payment created with `notificationUrl` (null: without one). */
async function create(
  shape = 'UpstreamPay',
  merchantReference = 'pay_ref_1',
  notificationUrl: string | null = notifyUrl,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: auth,
    payload: {
      merchantReference,
      description: 'Marjan Market, order GC-1',
      amount: 15_000,
      currency: 'AED',
      paymentMethod: 'C04',
      returnUrl: 'http://shop.test/97/loading/order?paymentId=pay_ref_1',
      shape,
      ...(notificationUrl === null ? {} : { notificationUrl }),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const card = (cardNumber: string) => form({ cardholder: 'Layla Haddad', cardNumber, expiry: '12/34', cvc: '123' });
const payOnPage = (id: string, cardNumber = '4242424242424242') =>
  app.inject({ method: 'POST', url: `/pay/${id}`, ...card(cardNumber) });

async function eventually(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

/** The notification types received so far, in order. */
const types = () => received.map((notification) => JSON.parse(notification.body).type);

describe('notifications', () => {
  it('POSTs a signed notification when the page is paid, without holding the buyer up', async () => {
    const { body: payment } = await create();
    let release = () => undefined as void;
    hold = new Promise((resolve) => (release = resolve));
    // The merchant has not answered yet: the buyer's page is sent back to the shop all the same.
    const paid = await payOnPage(payment.id);
    expect(paid.statusCode).toBe(303);
    await eventually(() => received.length === 1);
    release();

    const [notification] = received;
    expect(notification.headers['content-type']).toBe('application/json');
    expect(JSON.parse(notification.body)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payment.succeeded',
      paymentId: payment.id,
      merchantReference: 'pay_ref_1',
      state: 'succeeded',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    // Stripe's scheme: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" under the shared secret>.
    const t = clock / 1000;
    const v1 = createHmac('sha256', SECRET).update(`${t}.${notification.body}`).digest('hex');
    expect(notification.headers['sandbox-signature']).toBe(`t=${t},v1=${v1}`);
    await eventually(() => app.notifications.deliveries[0]?.status === 'delivered');
    expect(app.notifications.deliveries[0]).toMatchObject({ attempts: 1, lastAnswer: '200', url: notifyUrl });
  });

  it('tries again after a refusal, each try signed at its own time, and gives up after the last', async () => {
    const { body: first } = await create('UpstreamPay', 'pay_retried');
    answers = [500, 503];
    await payOnPage(first.id);
    await eventually(() => app.notifications.deliveries[0]?.status === 'delivered');
    expect(received).toHaveLength(3);
    expect(new Set(received.map((notification) => notification.body)).size).toBe(1);
    expect(app.notifications.deliveries[0]).toMatchObject({ attempts: 3, lastAnswer: '200' });

    received = [];
    answers = [500, 500, 500, 500];
    const { body: second } = await create('UpstreamPay', 'pay_refused');
    await payOnPage(second.id);
    await eventually(() => app.notifications.deliveries[1]?.status === 'failed');
    expect(received).toHaveLength(3);
    expect(app.notifications.deliveries[1]).toMatchObject({ attempts: 3, lastAnswer: '500' });
  });

  it('signs each try afresh, so a retry carries its own time', async () => {
    const { body: payment } = await create();
    answers = [500];
    let release = () => undefined as void;
    hold = new Promise((resolve) => (release = resolve));
    await payOnPage(payment.id);
    await eventually(() => received.length === 1);
    // The refusal comes 90 s later: the retry after it is signed then.
    clock += 90_000;
    release();
    await eventually(() => received.length === 2);
    const times = received.map((notification) => notification.headers['sandbox-signature']?.toString().split(',')[0]);
    expect(times).toEqual([`t=${(clock - 90_000) / 1000}`, `t=${clock / 1000}`]);
  });

  it('tells a decline, a cancel, an authorisation and its capture, a 3-D Secure payment and a refund', async () => {
    await payOnPage((await create('lyra', 'pay_declined')).body.id, '4000000000000002');
    await eventually(() => received.length === 1);
    await app.inject({ method: 'POST', url: `/pay/${(await create('lyra', 'pay_canceled')).body.id}/cancel` });
    await eventually(() => received.length === 2);

    const authorised = (await create('marketPay', 'pay_authorised')).body;
    await payOnPage(authorised.id);
    await eventually(() => received.length === 3);
    const capture = { method: 'POST' as const, headers: auth, payload: { amount: 15_000 } };
    await app.inject({ ...capture, url: `/v1/payments/${authorised.id}/capture` });
    await eventually(() => received.length === 4);

    const secure = (await create('ingenico', 'pay_secure')).body;
    await payOnPage(secure.id, '4000000000003220');
    await app.inject({ method: 'POST', url: `/challenge/${secure.id}`, ...form({ code: '123456' }) });
    await eventually(() => received.length === 5);
    const refund = { method: 'POST' as const, headers: auth, payload: { amount: 15_000, reference: 'refund-1' } };
    expect((await app.inject({ ...refund, url: `/v1/payments/${secure.id}/refunds` })).statusCode).toBe(201);
    await eventually(() => received.length === 6);
    // The same refund asked again is the one made before: nothing new to tell.
    expect((await app.inject({ ...refund, url: `/v1/payments/${secure.id}/refunds` })).statusCode).toBe(200);

    expect(types()).toEqual([
      'payment.declined',
      'payment.canceled',
      'payment.authorised',
      'payment.succeeded',
      'payment.succeeded',
      'payment.refunded',
    ]);
    const last = JSON.parse(received[5].body);
    expect(last).toMatchObject({ paymentId: secure.id, merchantReference: 'pay_secure', state: 'succeeded' });
    await eventually(() => app.notifications.deliveries.every((delivery) => delivery.status === 'delivered'));
    expect(received).toHaveLength(6);
  });

  it('sends nothing for a payment without a notification URL, and refuses one that is not http(s)', async () => {
    const { body: payment } = await create('UpstreamPay', 'pay_quiet', null);
    await payOnPage(payment.id);
    expect(app.notifications.deliveries).toEqual([]);
    const refused = await create('UpstreamPay', 'pay_bad_url', 'ftp://shop.test/notifications');
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual(['notificationUrl: an absolute http or https URL']);
  });
});
