import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import type { RateLimitSettings } from '../../http/rate-limits';
import { sendError } from '../../plugins/errors';
import { completePayment } from './complete-payment';
import { checkNotificationSignature } from './notification-signature';
import { NOTIFICATIONS_PATH } from './payment-urls';
import { providerSettingsFromEnv } from './providers/sandbox-connection';
import { CLOSING_FAILURES, isFailure } from './reconcile-payments';

const SIGNATURE_HEADER = 'sandbox-signature';
/** A notification is a few hundred bytes. */
const BODY_LIMIT = 4_096;

/** The provider's payment id the notification is about; null when the body is not a notification. */
function providerPaymentIdOf(rawBody: string): string | null {
  try {
    const paymentId = (JSON.parse(rawBody) as { paymentId?: unknown } | null)?.paymentId;
    return typeof paymentId === 'string' && paymentId.length > 0 && paymentId.length <= 100 ? paymentId : null;
  } catch {
    return null;
  }
}

const received = (reply: FastifyReply) => reply.code(200).send({ received: true });

/**
 * POST {prefix}/payments/notifications/sandbox: the provider's server-to-server notification that a
 * payment changed (apps/psp-sandbox, notifications.ts), so a paid order settles, or a payment for a
 * cancelled order is refunded, without its buyer's browser. Plain JSON, not sealed: the signature
 * (Sandbox-Signature, HMAC of the raw body under the shared secret, at most 5 minutes old) is checked
 * on the exact bytes received. Nothing the notification says is trusted but which payment to look at:
 * the payment is completed as the browser's return completes it, from the provider's own answer.
 * Answers 200 once handled (also when there was nothing left to do, so the provider stops), 400 for
 * a malformed one, 401 for a wrong or old signature, 404 for a payment that is not ours (or when this
 * server takes no payments: no provider secret), and 503 when
 * the provider could not be asked (so it sends the notification again later).
 */
export async function registerNotificationRoute(api: FastifyInstance, rateLimits: RateLimitSettings): Promise<void> {
  await api.register(async (scope) => {
    // The signature covers the bytes sent: the body is kept as text and parsed once it is verified.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(
      NOTIFICATIONS_PATH,
      { config: { rateLimit: { ...rateLimits.paymentNotifications, groupId: 'paymentNotifications' } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { services } = scope;
        const secret = providerSettingsFromEnv()?.secret;
        // Payments are off without a provider secret: nothing could have been sent here.
        if (!secret) return sendError(reply, new ApiFailure('NOT_FOUND'));
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SIGNATURE_HEADER];
        const check = checkNotificationSignature(
          secret,
          typeof header === 'string' ? header : undefined,
          rawBody,
          services.now(),
        );
        if (check === 'malformed')
          return sendError(reply, invalidRequest([{ path: SIGNATURE_HEADER, message: 'A t= and a v1= signature' }]));
        if (check !== 'valid') {
          request.log.info({ check }, 'payment notification refused');
          return sendError(reply, new ApiFailure('NO_AUTHORIZED'));
        }
        const providerPaymentId = providerPaymentIdOf(rawBody);
        if (!providerPaymentId)
          return sendError(reply, invalidRequest([{ path: 'paymentId', message: "The provider's payment id" }]));
        const payment = await services.payments.findByProviderId(providerPaymentId);
        if (!payment) return sendError(reply, new ApiFailure('PAYMENT_NOT_FOUND'));
        try {
          await completePayment(services, payment, null);
        } catch (error) {
          // Closed now or before, or not decided at the provider yet (a later notification will say).
          const handled =
            isFailure(error, 'PAYMENT_PENDING') || CLOSING_FAILURES.some((name) => isFailure(error, name));
          if (!handled) throw error;
        }
        return received(reply);
      },
    );
  });
}
