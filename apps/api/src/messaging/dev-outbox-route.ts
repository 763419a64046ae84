import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/api-failure';
import type { Services } from '../features/services';
import { sendError } from '../plugins/errors';

/** The environment variable that switches the dev mailbox on: `SHOP_DEV_MAILBOX=1`. */
export const DEV_MAILBOX_ENV = 'SHOP_DEV_MAILBOX';

/** On only when asked for: the option, else `SHOP_DEV_MAILBOX=1`. Never on by default. */
export function devMailboxEnabled(option: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return option ?? env[DEV_MAILBOX_ENV] === '1';
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * A client on this machine, judged by the socket, never by X-Forwarded-For (anyone can write it).
 * A request that carries forwarding headers came through a proxy, so it is refused too: behind a
 * proxy on this machine every socket is loopback.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * The dev mailbox: the latest email and SMS sent to one recipient (the outbox stand-in for SMTP
 * and SMS). Registered only when switched on for development, and then answered to loopback
 * clients only; anyone else gets the API's 404, as if the route did not exist (its reset links
 * would let a reader take over accounts).
 */
export function registerDevOutboxRoute(app: FastifyInstance, services: Services): void {
  app.get('/dev/outbox', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const recipient = (request.query as Record<string, unknown>).recipient;
    if (typeof recipient !== 'string' || !recipient) {
      // The invalid-request text names the field, without an issues list (the mailbox is a dev tool).
      const message = 'Invalid request: recipient: This field is required.';
      return sendError(reply, new ApiFailure('INVALID_REQUEST', undefined, { message }));
    }
    const messages = await services.outbox.latestTo(recipient);
    return {
      messages: await Promise.all(
        messages.map(async (message) => ({
          id: message.id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          sentAt: message.createdAt.toISOString(),
          // Each file attached, downloadable at /dev/mailbox/{id}/attachments/{position}.
          attachments: (await services.outbox.attachmentsOf(message.id)).map(({ position, filename, contentType }) => ({
            position,
            filename,
            contentType,
          })),
        })),
      ),
    };
  });
}
