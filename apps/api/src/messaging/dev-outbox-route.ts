import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/services';

/**
 * The dev mailbox: the latest email and SMS sent to one recipient (the outbox stand-in for SMTP
 * and SMS). Only served with the embedded database or when switched on, never in production.
 */
export function registerDevOutboxRoute(app: FastifyInstance, services: Services): void {
  app.get('/dev/outbox', async (request, reply) => {
    const recipient = (request.query as Record<string, unknown>).recipient;
    if (typeof recipient !== 'string' || !recipient) {
      return reply.code(400).send({ error: { code: 40000, message: 'Invalid request: recipient: This field is required.' } });
    }
    const messages = await services.outbox.latestTo(recipient);
    return {
      messages: messages.map((message) => ({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        sentAt: message.createdAt.toISOString(),
      })),
    };
  });
}
