import { boolean, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// A member's address book and inbox.

export const addressBook = pgTable('address_book', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  position: smallint('position').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  address: jsonb('address').$type<Record<string, unknown>>().notNull(),
});

export const inboxMessages = pgTable('inbox_messages', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status').$type<'Active' | 'Disabled'>().notNull().default('Active'),
  createdAt: at('created_at').notNull(),
});
