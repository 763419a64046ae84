import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../features/services';
import { SAME_ORIGIN_FRAME_ANCESTORS, SAME_ORIGIN_X_FRAME_OPTIONS } from '../security/security-headers';
import { mailboxListPage, mailboxMessagePage, type MailboxListFilter, type MailboxPaths } from './dev-mailbox-page';
import { fromLoopback } from './dev-outbox-route';

const LIST_SIZE = 100;

/** The pages' own policy: no script at all, styles inline, frames and links on this origin only. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/**
 * A message's HTML is shown sandboxed (no script, an opaque origin); its remote images may load. It is
 * framed by the message page, so both frame headers say "this origin" (the API's say "nowhere").
 */
const MESSAGE_HTML_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src * data:; " + SAME_ORIGIN_FRAME_ANCESTORS;

function positiveInteger(text: unknown): number | null {
  return typeof text === 'string' && /^[0-9]{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function sendHtml(reply: FastifyReply, html: string, policy = PAGE_POLICY) {
  if (policy === MESSAGE_HTML_POLICY) reply.header('x-frame-options', SAME_ORIGIN_X_FRAME_OPTIONS);
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The dev mailbox as pages: the latest email and SMS to anyone (filtered by recipient and channel),
 * each message with its text, its HTML (sandboxed) and its attachments to download. The same rule as
 * /dev/outbox: registered only when switched on, answered to loopback clients only, anyone else gets
 * the API's 404.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, services: Services, prefix: string): void {
  const base = `${prefix}/dev/mailbox`;
  const paths: MailboxPaths = {
    list: base,
    message: (id) => `${base}/${id}`,
    html: (id) => `${base}/${id}/html`,
    attachment: (id, position) => `${base}/${id}/attachments/${position}`,
  };

  app.get('/dev/mailbox', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    const filter: MailboxListFilter = {
      recipient: typeof query.recipient === 'string' ? query.recipient.trim() : '',
      channel: query.channel === 'email' || query.channel === 'sms' ? query.channel : '',
    };
    const messages = await services.outbox.latest({
      recipient: filter.recipient || undefined,
      channel: filter.channel || undefined,
      limit: LIST_SIZE,
    });
    return sendHtml(reply, mailboxListPage(messages, filter, paths));
  });

  const messageOf = async (request: FastifyRequest) => {
    const id = positiveInteger((request.params as Record<string, unknown>).id);
    return id === null ? null : services.outbox.byId(id);
  };

  app.get('/dev/mailbox/:id', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const message = await messageOf(request);
    if (!message) return reply.callNotFound();
    return sendHtml(reply, mailboxMessagePage(message, await services.outbox.attachmentsOf(message.id), paths));
  });

  app.get('/dev/mailbox/:id/html', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const message = await messageOf(request);
    if (!message?.html) return reply.callNotFound();
    return sendHtml(reply, message.html, MESSAGE_HTML_POLICY);
  });

  app.get('/dev/mailbox/:id/attachments/:position', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const message = await messageOf(request);
    const position = Number((request.params as Record<string, unknown>).position);
    const file = message
      ? (await services.outbox.attachmentsOf(message.id)).find((candidate) => candidate.position === position)
      : undefined;
    if (!file) return reply.callNotFound();
    const asciiName = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.content));
  });
}
