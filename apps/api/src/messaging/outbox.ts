import * as v from 'valibot';
import { BusinessUnitSchema, LANGUAGES, type BusinessUnit, type Language } from '@shop/contracts';
import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { businessUnits } from '../db/schema';
import { renderBrandEmail } from './brand-email';
import { outbox, outboxAttachments } from './outbox-tables';
import type { SmsGateway } from './sms-gateway';
import { SmsRefusedError } from './sms-gateway';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  buId: string;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  /** The text; an SMS is this alone. */
  body: string;
  /** The HTML version of an email; without it one is made in the unit's look (renderBrandEmail). */
  html?: string;
  /** The receiver's language (shop code, e.g. 'ar'); without it the unit's default language. */
  language?: string;
  /** The email's main link, a button in the HTML version made for it. */
  action?: { label: string; url: string };
  attachments?: OutgoingAttachment[];
}

/** Operators change a unit in the database; emails show the change within this time. */
const UNIT_CACHE_MS = 30_000;

/** The transport of a message written without one: the row itself is the delivered message. */
export const OUTBOX_TRANSPORT = 'outbox';

export interface OutboxOptions {
  /** Origin of the shop: the logo and links of the HTML emails are made absolute on it. */
  shopUrl: string;
  /** True when email leaves through SMTP (then each email is pending until the sending job sends it). */
  smtp: boolean;
  sms: SmsGateway;
  /** Enqueues the sending job of a pending message in `db` (the writer's transaction). */
  enqueue: (messageId: number, db: Db) => Promise<void>;
}

export interface MailboxFilter {
  recipient?: string;
  channel?: MessageChannel;
  /** Only messages with a smaller id (the next page). */
  beforeId?: number;
  limit?: number;
}

const isLanguage = (code: string | undefined): code is Language =>
  code !== undefined && (LANGUAGES as readonly string[]).includes(code);

/**
 * The transactional send queue: a message is a row written in the caller's transaction (so it exists
 * only if that commits), then leaves through its transport: SMTP by a job when configured, the SMS
 * gateway for SMS. Without SMTP an email's row is itself the delivered message (transport 'outbox'),
 * read in the dev mailbox.
 */
export class Outbox {
  private readonly units = new Map<string, { unit: BusinessUnit | null; readAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly options: OutboxOptions,
  ) {}

  /** Pass a transaction as `db` so the message is sent only if that transaction commits. Answers its id. */
  async send(message: OutgoingMessage, db: Db = this.db): Promise<number> {
    const [id] = await this.sendAll([message], db);
    return id;
  }

  /**
   * Like send, for several messages written with one INSERT (an order's card emails on its paying
   * transaction: one round trip, not one per card). Answers their ids in the order given.
   */
  async sendAll(messages: readonly OutgoingMessage[], db: Db = this.db): Promise<number[]> {
    if (messages.length === 0) return [];
    const createdAt = new Date(this.now());
    const rows: (typeof outbox.$inferInsert)[] = [];
    for (const message of messages) {
      const email = message.channel === 'email';
      const html = email ? (message.html ?? (await this.brandHtml(message, db))) : null;
      const queued = email ? this.options.smtp : !this.options.sms.inline;
      rows.push({
        buId: message.buId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        html,
        language: message.language ?? null,
        createdAt,
        status: queued || !email ? 'pending' : 'sent',
        sentAt: queued || !email ? null : createdAt,
        transport: email ? (queued ? 'smtp' : OUTBOX_TRANSPORT) : this.options.sms.name,
      });
    }
    const inserted = await db.insert(outbox).values(rows).returning({ id: outbox.id });
    // One INSERT draws its identities in the order of its rows: ascending ids are the messages' order.
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    for (const [index, message] of messages.entries()) {
      const id = ids[index];
      const email = message.channel === 'email';
      const queued = email ? this.options.smtp : !this.options.sms.inline;
      const attachments = message.attachments ?? [];
      if (attachments.length > 0) {
        await db.insert(outboxAttachments).values(
          attachments.map((attachment, position) => ({
            messageId: id,
            position,
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        );
      }
      if (queued) await this.options.enqueue(id, db);
      else if (!email) await this.sendSmsNow(id, message, db);
    }
    return ids;
  }

  /** The stand-in gateway answers at once: the row is marked in the writer's transaction. */
  private async sendSmsNow(id: number, message: OutgoingMessage, db: Db): Promise<void> {
    const at = new Date(this.now());
    try {
      const sent = await this.options.sms.send(message.recipient, message.body);
      await db
        .update(outbox)
        .set({ status: 'sent', attempts: 1, sentAt: at, transportMessageId: sent.providerMessageId })
        .where(eq(outbox.id, id));
    } catch (error) {
      if (!(error instanceof SmsRefusedError)) throw error;
      await db
        .update(outbox)
        .set({ status: 'failed', attempts: 1, lastError: `${error.refusal}: ${error.message}` })
        .where(eq(outbox.id, id));
    }
  }

  /**
   * The unit, read through `db` (the writer's transaction: on PGlite's one connection a read outside it
   * would wait for it forever), kept briefly as the unit directory does: an order emails many cards.
   */
  private async unitOf(buId: string, db: Db): Promise<BusinessUnit | null> {
    const cached = this.units.get(buId);
    if (cached && this.now() - cached.readAt < UNIT_CACHE_MS) return cached.unit;
    const [row] = await db.select().from(businessUnits).where(eq(businessUnits.buId, buId));
    const parsed = row ? v.safeParse(BusinessUnitSchema, row.params) : null;
    const unit = parsed?.success ? parsed.output : null;
    this.units.set(buId, { unit, readAt: this.now() });
    return unit;
  }

  /** The HTML version in the unit's look; none for a unit the shop does not know. */
  private async brandHtml(message: OutgoingMessage, db: Db): Promise<string | null> {
    const unit = await this.unitOf(message.buId, db);
    if (!unit) return null;
    return renderBrandEmail({
      unit,
      language: isLanguage(message.language) ? message.language : unit.defaultLanguage,
      shopUrl: this.options.shopUrl,
      subject: message.subject,
      body: message.body,
      action: message.action,
    }).html;
  }

  /** The latest messages to one recipient, newest first. */
  async latestTo(recipient: string, limit = 20) {
    return this.latest({ recipient, limit });
  }

  /** The latest messages, newest first, of one recipient and channel when given. */
  async latest(filter: MailboxFilter = {}) {
    const conditions: SQL[] = [];
    if (filter.recipient) conditions.push(eq(outbox.recipient, filter.recipient));
    if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
    if (filter.beforeId) conditions.push(lt(outbox.id, filter.beforeId));
    return this.db
      .select()
      .from(outbox)
      .where(and(...conditions))
      .orderBy(desc(outbox.id))
      .limit(filter.limit ?? 20);
  }

  async byId(id: number) {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    return row ?? null;
  }

  /** A message's attachments in their order (none once cleared after sending). */
  async attachmentsOf(messageId: number) {
    return this.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, messageId))
      .orderBy(asc(outboxAttachments.position));
  }
}
