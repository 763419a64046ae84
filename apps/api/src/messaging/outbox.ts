import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  buId: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Email and SMS leave through the outbox table: the stand-in for SMTP and the SMS gateway, read by
 * the dev mailbox. A sender adapter for a real provider drains the same table.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Pass a transaction as `db` so the message is sent only if that transaction commits. */
  async send(message: OutgoingMessage, db: Db = this.db): Promise<void> {
    await db.insert(outbox).values({ ...message, createdAt: new Date(this.now()) });
  }

  /** The latest messages to one recipient, newest first. */
  async latestTo(recipient: string, limit = 20) {
    return this.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient)))
      .orderBy(desc(outbox.id))
      .limit(limit);
  }
}
