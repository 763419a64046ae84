import { char, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Cards (issue 9, migration 0006_card_transfers): transfers and top-ups of a holder's cards.

/** Spec 2 section 9 transfer statuses: 01 request, 03 confirmed. */
export type CardTransferStatus = '01' | '03';

export const cardTransfers = pgTable('card_transfers', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  fromCardId: id('from_card_id').notNull(),
  toCardId: id('to_card_id'),
  senderAccountId: id('sender_account_id'),
  receiverEmail: text('receiver_email').notNull(),
  amount: money('amount').notNull(),
  status: char('status', { length: 2 }).$type<CardTransferStatus>().notNull(),
  reference: text('reference').notNull().unique(),
  createdAt: at('created_at').notNull(),
  confirmedAt: at('confirmed_at'),
});

/** R requesting, Y confirmed, N canceled (the wallet's codes, spec 2 section 9). */
export type CardTopUpStatus = 'R' | 'Y' | 'N';

export const cardTopUps = pgTable('card_top_ups', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  cardId: id('card_id').notNull(),
  accountId: id('account_id'),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  clientKey: text('client_key').notNull(),
  paymentId: text('payment_id').unique(),
  status: char('status', { length: 1 }).$type<CardTopUpStatus>().notNull().default('R'),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});
