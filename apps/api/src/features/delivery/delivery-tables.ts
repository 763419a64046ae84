import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// Deliveries (issue 10, delivery part): migration 0010.

export type DeliveryChannel = 'email' | 'sms' | 'pdf' | 'zip' | 'cardFile' | 'urlFile' | 'post';
export type DeliveryStatus = 'scheduled' | 'sent' | 'preparing' | 'failed';

/** How one card reaches its receiver on one channel (features/delivery). */
export const cardDeliveries = pgTable('card_deliveries', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  orderId: id('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  cardId: id('card_id').notNull(),
  channel: text('channel').$type<DeliveryChannel>().notNull(),
  recipient: text('recipient').notNull(),
  dueAt: at('due_at').notNull(),
  timeZone: text('time_zone').notNull().default(''),
  status: text('status').$type<DeliveryStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentCount: integer('sent_count').notNull().default(0),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull(),
});

/** Each send of a delivery: the first and every resend. */
export const cardDeliverySends = pgTable('card_delivery_sends', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  deliveryId: id('delivery_id').notNull(),
  kind: text('kind').$type<'delivery' | 'resend'>().notNull(),
  recipient: text('recipient').notNull(),
  outboxMessageId: id('outbox_message_id'),
  sentAt: at('sent_at').notNull(),
});

/** A physical line to print and post, with its letter type. */
export const fulfilments = pgTable('fulfilments', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  orderId: id('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  letterTypeId: integer('letter_type_id'),
  cardQty: integer('card_qty').notNull(),
  receiverName: text('receiver_name').notNull(),
  address: jsonb('address').$type<Record<string, string>>().notNull(),
  status: text('status').$type<'pending' | 'shipped' | 'delivered'>().notNull().default('pending'),
  trackingNumber: text('tracking_number'),
  createdAt: at('created_at').notNull(),
});
