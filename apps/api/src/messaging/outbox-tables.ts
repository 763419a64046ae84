import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, bytea, id } from '../db/columns';

// The outbox, the transactional send queue of emails and SMS, with its attachments (migrations 0001, 0011).

/** pending: waiting for its transport; sent: handed over (or the delivered row itself); failed: refused. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export const outbox = pgTable('outbox', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
  // Issue 10 (migration 0011): the outbox as the transactional send queue.
  html: text('html'),
  language: text('language'),
  status: text('status').$type<OutboxStatus>().notNull().default('sent'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  claimedUntil: at('claimed_until'),
  sentAt: at('sent_at'),
  transport: text('transport'),
  transportMessageId: text('transport_message_id'),
  clearedAt: at('cleared_at'),
});

/** A file sent with an outbox message, in the order given. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  messageId: id('message_id').notNull(),
  position: smallint('position').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});
