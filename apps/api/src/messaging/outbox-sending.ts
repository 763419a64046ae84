import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox, outboxAttachments } from './outbox-tables';
import { SmsRefusedError, type SmsGateway } from './sms-gateway';
import { isPermanentSmtpFailure, type SmtpTransport } from './smtp-transport';

/** How long one process holds a message while it talks to the transport. */
export const SENDING_CLAIM_MS = 5 * 60_000;

export type SendingOutcome = 'sent' | 'failed' | 'not-pending';

type Row = typeof outbox.$inferSelect;

/**
 * Sends one pending outbox message through its transport, for the sending job. The message is claimed
 * by a conditional update (pending and not held by another process), so two API processes, or a job
 * run twice, never send one row at the same time, and a sent or failed row never again. A transient
 * failure (an SMTP 4xx, a lost connection) is recorded and thrown, so the job retries it with backoff;
 * a permanent one (an SMTP 5xx, a number or text the gateway refuses), or the last try, marks it failed.
 * After SMTP took an email its body, HTML and attachments are cleared (docs/decisions/0012).
 */
export class OutboxSending {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly smtp: SmtpTransport | null,
    private readonly sms: SmsGateway,
  ) {}

  async deliver(messageId: number, { lastTry = false } = {}): Promise<SendingOutcome> {
    const row = await this.claim(messageId);
    if (!row) return 'not-pending';
    let transportMessageId: string;
    try {
      transportMessageId = await this.transmit(row);
    } catch (error) {
      const permanent = isPermanentSmtpFailure(error) || error instanceof SmsRefusedError;
      const lastError = String((error as Error).message ?? error).slice(0, 1_000);
      await this.db
        .update(outbox)
        .set({ lastError, claimedUntil: null, ...(permanent || lastTry ? { status: 'failed' as const } : {}) })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
      if (permanent || lastTry) return 'failed';
      throw error;
    }
    const clear = row.channel === 'email';
    const at = new Date(this.now());
    await this.db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: at,
          transportMessageId,
          claimedUntil: null,
          lastError: null,
          ...(clear ? { body: '', html: null, clearedAt: at } : {}),
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
      if (clear) await tx.delete(outboxAttachments).where(eq(outboxAttachments.messageId, row.id));
    });
    return 'sent';
  }

  /** The pending message, now held by this process, with one more attempt counted; null when it is not free. */
  private async claim(messageId: number): Promise<Row | null> {
    const now = new Date(this.now());
    const [row] = await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, claimedUntil: new Date(now.getTime() + SENDING_CLAIM_MS) })
      .where(
        and(
          eq(outbox.id, messageId),
          eq(outbox.status, 'pending'),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
        ),
      )
      .returning();
    return row ?? null;
  }

  private async transmit(row: Row): Promise<string> {
    if (row.channel === 'sms') return (await this.sms.send(row.recipient, row.body)).providerMessageId;
    if (!this.smtp) throw new Error('An email is pending but SMTP is not configured (SMTP_URL)');
    const attachments = await this.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, row.id))
      .orderBy(outboxAttachments.position);
    return this.smtp.send({
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      html: row.html,
      attachments: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
      messageId: `<outbox.${row.id}.${row.createdAt.getTime()}@${this.smtp.domain}>`,
    });
  }
}
