import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { NotificationSender, notificationOf } from './notifications';
import { PaymentBook, SHAPES, type NewSandboxPayment, type SandboxPayment, type Shape } from './payment-book';
import { CARD_METHODS, challengePage, closedPage, notFoundPage, paymentPage } from './pages';
import { returnUrlOf } from './return-params';
import { CHALLENGE_CODE, checkCard, digitsOf } from './test-cards';

export interface SandboxOptions {
  /** The merchant's shared secret: server-to-server calls carry it as `Authorization: Bearer <secret>`. */
  secret: string;
  /** The origin browsers reach the pages at, e.g. http://localhost:4400; default: the request's Host. */
  publicUrl?: string;
  /** Keep the payments in this JSON file across restarts; default: memory only. */
  stateFile?: string;
  /** Origins a return URL may point to (the shop's); default: any http(s) origin. */
  returnOrigins?: readonly string[];
  /** The waits before each retry of a notification the merchant did not take; default 2 s, 10 s, 1 min, 5 min. */
  notificationRetryDelaysMs?: readonly number[];
  now?: () => Date;
  logger?: boolean;
}

type Form = Record<string, string>;

function secretMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function isShape(value: unknown): value is Shape {
  return typeof value === 'string' && (SHAPES as readonly string[]).includes(value);
}

function isWebUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The creation request, checked; a list of problems when it is not acceptable. */
function creationRequest(body: unknown, returnOrigins?: readonly string[]): NewSandboxPayment | string[] {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: string[] = [];
  const text = (name: string, max: number) => {
    const value = input[name];
    if (typeof value !== 'string' || value.length < 1 || value.length > max)
      problems.push(`${name}: 1 to ${max} characters`);
    return String(value ?? '');
  };
  const merchantReference = text('merchantReference', 100);
  const description = text('description', 120);
  const paymentMethod = text('paymentMethod', 10);
  const returnUrl = text('returnUrl', 2000);
  const notificationUrl = input.notificationUrl === undefined ? null : text('notificationUrl', 2000);
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    problems.push('amount: a positive whole number of minor units');
  const currency = text('currency', 3);
  if (!/^[A-Z]{3}$/.test(currency)) problems.push('currency: three capital letters');
  if (!isShape(input.shape)) problems.push(`shape: one of ${SHAPES.join(', ')}`);
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push('returnUrl: http or https');
    else if (returnOrigins && !returnOrigins.includes(url.origin)) problems.push('returnUrl: not an allowed origin');
  } catch {
    problems.push('returnUrl: an absolute URL');
  }
  // The merchant (who holds the secret) chooses where its own notifications go, as Mollie's webhookUrl.
  if (notificationUrl !== null && !isWebUrl(notificationUrl))
    problems.push('notificationUrl: an absolute http or https URL');
  if (problems.length > 0) return problems;
  return {
    merchantReference,
    description,
    paymentMethod,
    returnUrl,
    notificationUrl,
    amount: amount as number,
    currency,
    shape: input.shape as Shape,
  };
}

/** What the merchant's server reads about a payment. */
function paymentView(payment: SandboxPayment) {
  return {
    id: payment.id,
    merchantReference: payment.merchantReference,
    state: payment.state,
    amount: payment.amount,
    currency: payment.currency,
    capturedAmount: payment.capturedAmount,
    refundedAmount: payment.refundedAmount,
    refunds: payment.refunds,
    paymentMethod: payment.paymentMethod,
    cardToken: payment.cardToken,
    cardLast4: payment.cardLast4,
    threeDSecure: payment.threeDSecure,
    failureReason: payment.failureReason,
  };
}

/**
 * A stand-in payment provider on its own origin: a JSON API for the merchant's server (create, status,
 * capture, cancel, void, refund, charge a saved card token, the 3-D Secure URL of a challenged payment;
 * shared-secret bearer authentication) and the hosted
 * pages a buyer pays on (card form with the test cards, bank or wallet approval, the 3-D Secure
 * challenge), which send the browser back to the merchant's return URL with the return parameters.
 * A payment created with a `notificationUrl` has each of its changes POSTed there, signed (notifications.ts).
 */
export async function createSandboxServer(options: SandboxOptions): Promise<FastifyInstance> {
  if (options.secret.length < 16) throw new Error('The sandbox secret must have at least 16 characters');
  const now = options.now ?? (() => new Date());
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16_384 });
  const notifications = new NotificationSender({
    secret: options.secret,
    now,
    retryDelaysMs: options.notificationRetryDelaysMs,
    onGiveUp: (delivery) =>
      app.log.warn({ url: delivery.url, lastAnswer: delivery.lastAnswer }, 'notification given up'),
  });
  const book = new PaymentBook(options.stateFile ?? null, now, (payment, event) => {
    if (payment.notificationUrl) notifications.send(payment.notificationUrl, notificationOf(payment, event, now()));
  });
  app.decorate('paymentBook', book);
  app.decorate('notifications', notifications);
  app.addHook('onClose', async () => notifications.close());

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const publicUrl = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  // --- The merchant's API ---
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!secretMatches(options.secret, request.headers.authorization))
        return reply.code(401).send({ error: 'unauthorized' });
    });

    api.post('/v1/payments', async (request, reply) => {
      const checked = creationRequest(request.body, options.returnOrigins);
      if (Array.isArray(checked)) return reply.code(400).send({ error: 'invalid_request', problems: checked });
      const { payment, created } = book.create(checked);
      if (!created && (payment.amount !== checked.amount || payment.currency !== checked.currency))
        return reply.code(409).send({ error: 'reference_reused' });
      return reply.code(created ? 201 : 200).send({
        ...paymentView(payment),
        redirectUrl: `${publicUrl(request)}/pay/${encodeURIComponent(payment.id)}`,
        returnMac: payment.returnMac,
      });
    });

    api.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
      const payment = book.find(request.params.id);
      return payment ? paymentView(payment) : reply.code(404).send({ error: 'not_found' });
    });

    api.post<{ Params: { id: string }; Body: { amount?: unknown } }>(
      '/v1/payments/:id/capture',
      async (request, reply) => {
        const amount = request.body?.amount;
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
          return reply.code(400).send({ error: 'invalid_request', problems: ['amount: minor units'] });
        const change = book.capture(request.params.id, amount);
        if (change.ok) return paymentView(change.payment);
        if (change.reason === 'not-found') return reply.code(404).send({ error: 'not_found' });
        return reply
          .code(409)
          .send({ error: 'not_capturable', payment: change.payment && paymentView(change.payment) });
      },
    );

    api.post<{ Params: { id: string }; Body: { cardToken?: unknown } }>(
      '/v1/payments/:id/pay-with-token',
      async (request, reply) => {
        const cardToken = request.body?.cardToken;
        if (typeof cardToken !== 'string' || cardToken.length < 1 || cardToken.length > 100)
          return reply.code(400).send({ error: 'invalid_request', problems: ['cardToken: 1 to 100 characters'] });
        const change = book.payWithToken(request.params.id, cardToken);
        if (change.ok) return paymentView(change.payment);
        if (change.reason === 'not-found') return reply.code(404).send({ error: 'not_found' });
        return reply.code(409).send({ error: 'not_payable', payment: change.payment && paymentView(change.payment) });
      },
    );

    // Amazon Payment Services' get3dsUrl: where the buyer answers the 3-D Secure challenge of a payment
    // that waits for it (a saved card charged server to server); any shape's payment may be asked.
    api.get<{ Params: { id: string } }>('/v1/payments/:id/3ds-url', async (request, reply) => {
      const payment = book.find(request.params.id);
      if (!payment) return reply.code(404).send({ error: 'not_found' });
      if (payment.state !== 'challenge')
        return reply.code(409).send({ error: 'no_challenge', payment: paymentView(payment) });
      return {
        ...paymentView(payment),
        threeDsUrl: `${publicUrl(request)}/challenge/${encodeURIComponent(payment.id)}`,
      };
    });

    api.post<{ Params: { id: string } }>('/v1/payments/:id/cancel', async (request, reply) => {
      const change = book.cancel(request.params.id);
      if (change.ok) return paymentView(change.payment);
      if (change.reason === 'not-found') return reply.code(404).send({ error: 'not_found' });
      return reply.code(409).send({ error: 'not_cancelable', payment: change.payment && paymentView(change.payment) });
    });

    api.post<{ Params: { id: string } }>('/v1/payments/:id/void', async (request, reply) => {
      const change = book.void(request.params.id);
      if (change.ok) return paymentView(change.payment);
      if (change.reason === 'not-found') return reply.code(404).send({ error: 'not_found' });
      const payment = change.payment as SandboxPayment;
      // As real providers answer: an authentication in progress is retried later, a capture is refunded.
      const error =
        payment.state === 'challenge'
          ? 'payment_in_progress'
          : payment.state === 'succeeded'
            ? 'already_captured'
            : 'already_final';
      return reply.code(409).send({ error, payment: paymentView(payment) });
    });

    api.post<{ Params: { id: string }; Body: { amount?: unknown; reference?: unknown } }>(
      '/v1/payments/:id/refunds',
      async (request, reply) => {
        const { amount, reference } = request.body ?? {};
        const problems: string[] = [];
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
          problems.push('amount: a positive whole number of minor units');
        if (typeof reference !== 'string' || reference.length < 1 || reference.length > 100)
          problems.push('reference: 1 to 100 characters');
        if (problems.length > 0) return reply.code(400).send({ error: 'invalid_request', problems });
        const outcome = book.refund(request.params.id, amount as number, reference as string);
        if (outcome.ok)
          return reply
            .code(outcome.created ? 201 : 200)
            .send({ refund: outcome.refund, payment: paymentView(outcome.payment) });
        if (outcome.reason === 'not-found') return reply.code(404).send({ error: 'not_found' });
        const error = {
          'not-captured': 'not_refundable',
          'exceeds-refundable': 'amount_too_large',
          'reference-reused': 'reference_reused',
        }[outcome.reason];
        return reply.code(409).send({ error, payment: outcome.payment && paymentView(outcome.payment) });
      },
    );
  });

  // --- The buyer's pages ---
  const sendPage = (reply: FastifyReply, status: number, nonce: string, html: string, returnOrigin?: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      // Never framed, in both headers (frame-ancestors 'none' below), as the shop's own pages.
      .header('X-Frame-Options', 'DENY')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${returnOrigin ?? ''}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .send(html);

  const originOf = (payment: SandboxPayment) => new URL(payment.returnUrl).origin;
  const backToShop = (reply: FastifyReply, payment: SandboxPayment) => reply.redirect(returnUrlOf(payment), 303);

  /** The page a payment's link shows in its state: open pages, or where it went. */
  const showPayment = (reply: FastifyReply, payment: SandboxPayment | null) => {
    const nonce = randomBytes(16).toString('base64');
    if (!payment) return sendPage(reply, 404, nonce, notFoundPage(nonce));
    if (payment.state === 'created') return sendPage(reply, 200, nonce, paymentPage(payment, nonce), originOf(payment));
    if (payment.state === 'challenge') return reply.redirect(`/challenge/${encodeURIComponent(payment.id)}`, 303);
    return sendPage(reply, 200, nonce, closedPage(payment, nonce, returnUrlOf(payment)), originOf(payment));
  };

  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, 200, nonce, notFoundPage(nonce));
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) =>
    showPayment(reply, book.find(request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: Form }>('/pay/:id', async (request, reply) => {
    const payment = book.find(request.params.id);
    if (!payment || payment.state !== 'created') return showPayment(reply, payment);
    if (!CARD_METHODS.includes(payment.paymentMethod)) {
      const change = book.pay(payment.id, 'success', null);
      return change.ok ? backToShop(reply, change.payment) : showPayment(reply, book.find(payment.id));
    }
    const form = request.body ?? {};
    const values = {
      cardholder: String(form.cardholder ?? '').slice(0, 100),
      cardNumber: String(form.cardNumber ?? '').slice(0, 30),
      expiry: String(form.expiry ?? '').slice(0, 10),
      cvc: String(form.cvc ?? '').slice(0, 10),
    };
    const { errors, outcome } = checkCard(values, now());
    if (!outcome) {
      const nonce = randomBytes(16).toString('base64');
      return sendPage(reply, 422, nonce, paymentPage(payment, nonce, { values, errors }), originOf(payment));
    }
    const change = book.pay(payment.id, outcome, { last4: digitsOf(values.cardNumber).slice(-4) });
    if (!change.ok) return showPayment(reply, book.find(payment.id));
    if (change.payment.state === 'challenge')
      return reply.redirect(`/challenge/${encodeURIComponent(payment.id)}`, 303);
    return backToShop(reply, change.payment);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/cancel', async (request, reply) => {
    const change = book.cancel(request.params.id);
    return change.ok ? backToShop(reply, change.payment) : showPayment(reply, book.find(request.params.id));
  });

  app.get<{ Params: { id: string } }>('/challenge/:id', async (request, reply) => {
    const payment = book.find(request.params.id);
    if (!payment || payment.state !== 'challenge') return showPayment(reply, payment);
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, 200, nonce, challengePage(payment, nonce), originOf(payment));
  });

  app.post<{ Params: { id: string }; Body: Form }>('/challenge/:id', async (request, reply) => {
    const payment = book.find(request.params.id);
    if (!payment || payment.state !== 'challenge') return showPayment(reply, payment);
    const code = String(request.body?.code ?? '').trim();
    const change = book.answerChallenge(payment.id, code === CHALLENGE_CODE);
    if (!change.ok) return showPayment(reply, book.find(payment.id));
    if (change.payment.state !== 'challenge') return backToShop(reply, change.payment);
    const nonce = randomBytes(16).toString('base64');
    const error = code === '' ? 'Enter the code.' : 'The code is wrong, please try again.';
    return sendPage(reply, 422, nonce, challengePage(change.payment, nonce, error), originOf(payment));
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's record of payments (tests read it). */
    paymentBook: PaymentBook;
    /** The notifications sent to merchants, newest last (tests read them). */
    notifications: NotificationSender;
  }
}
