import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// Registrations waiting for their confirmation, account tokens (emailed links) and one-time codes.

export type AccountTokenPurpose = 'register' | 'reset' | 'validate';

export const accountTokens = pgTable('account_tokens', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
  tokenHash: text('token_hash').notNull(),
  publicId: text('public_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: text('id').primaryKey(),
  buId: text('bu_id').notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  confirmedAt: at('confirmed_at'),
  createdAt: at('created_at').notNull(),
});

export const pendingRegistrations = pgTable('pending_registrations', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  mobileNo: text('mobile_no').notNull().default(''),
  registerType: text('register_type').notNull(),
  documentType: text('document_type').notNull().default(''),
  idCardNo: text('id_card_no').notNull().default(''),
  isSubscription: boolean('is_subscription').notNull().default(false),
  promoCode: text('promo_code').notNull().default(''),
  tokenHash: text('token_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  confirmedAt: at('confirmed_at'),
  voidedAt: at('voided_at'),
  accountId: id('account_id'),
  createdAt: at('created_at').notNull(),
});
