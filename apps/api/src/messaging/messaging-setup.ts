import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { DEFAULT_RETRY, QUEUES } from '../jobs/queues';
import { Outbox } from './outbox';
import { OutboxSending } from './outbox-sending';
import { createSmsGateway, smsOptionsFromEnv, type SmsOptions } from './sms-config';
import { SmtpTransport, smtpOptionsFromEnv, type SmtpOptions } from './smtp-transport';

/** How email and SMS leave the shop, read once at start-up. */
export interface MessagingOptions {
  /** SMTP server and sender; null: the outbox row is the delivered email (the dev mailbox shows it). */
  smtp: SmtpOptions | null;
  sms: SmsOptions;
}

/** The server's options (false: no SMTP whatever the environment says), else SMTP_URL/SMTP_FROM and SMS_*. */
export function messagingOptions(
  given: { smtp?: SmtpOptions | false; sms?: SmsOptions },
  env: NodeJS.ProcessEnv = process.env,
): MessagingOptions {
  return {
    smtp: given.smtp === false ? null : (given.smtp ?? smtpOptionsFromEnv(env)),
    sms: given.sms ?? smsOptionsFromEnv(env),
  };
}

/** The job that sends one pending outbox message. */
export interface OutboxSendingJob {
  messageId: number;
}

/**
 * The outbox and its sending: pending messages are enqueued in the writer's transaction and sent by
 * the outbox-sending worker, which every API process runs. Answers what to close on shutdown.
 */
export async function startMessaging(
  db: Db,
  now: () => number,
  jobs: JobQueue,
  options: MessagingOptions & { shopUrl: string },
): Promise<{ outbox: Outbox; sending: OutboxSending; close(): void }> {
  const smtp = options.smtp ? new SmtpTransport(options.smtp) : null;
  const sms = createSmsGateway(options.sms);
  const outbox = new Outbox(db, now, {
    shopUrl: options.shopUrl,
    smtp: smtp !== null,
    sms,
    enqueue: async (messageId, tx) => {
      await jobs.send<OutboxSendingJob>(QUEUES.outboxSending, { messageId }, { db: tx });
    },
  });
  const sending = new OutboxSending(db, now, smtp, sms);
  await jobs.work<OutboxSendingJob>(QUEUES.outboxSending, async (job) => {
    await sending.deliver(job.data.messageId, { lastTry: job.retryCount >= DEFAULT_RETRY.retryLimit });
  });
  return { outbox, sending, close: () => smtp?.close() };
}
