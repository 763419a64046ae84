import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// Business registrations between their steps and the documents business accounts sent (migration 0016).

export const businessDocuments = pgTable('business_documents', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  fileId: text('file_id').notNull(),
  documentType: text('document_type').$type<'KBIS' | 'ID'>().notNull(),
  createdAt: at('created_at').notNull(),
});

export const businessRegistrations = pgTable('business_registrations', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  tempId: text('temp_id').notNull(),
  buId: text('bu_id').notNull(),
  email: text('email'),
  emailTaken: boolean('email_taken').notNull().default(false),
  details: jsonb('details').$type<Record<string, unknown> | null>(),
  passwordHash: text('password_hash'),
  codeId: text('code_id'),
  codeSentAt: at('code_sent_at'),
  emailConfirmedAt: at('email_confirmed_at'),
  completedAt: at('completed_at'),
  accountId: id('account_id'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});
