import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// Company verification, KYB (migrations 0018, 0020): verifications, accounts, sessions, dossiers, people.

export const kybEmailVerifications = pgTable('kyb_email_verifications', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  publicId: text('public_id').notNull(),
  buId: text('bu_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  confirmedAt: at('confirmed_at'),
  registrationTokenHash: text('registration_token_hash'),
  registrationExpiresAt: at('registration_expires_at'),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

export const kybAccounts = pgTable('kyb_accounts', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull(),
  language: text('language').notNull(),
  createdAt: at('created_at').notNull(),
});

export const kybSessions = pgTable('kyb_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  kybAccountId: id('kyb_account_id').notNull(),
  createdAt: at('created_at').notNull(),
  lastUsedAt: at('last_used_at').notNull(),
  revokedAt: at('revoked_at'),
});

export type KybDossierStateColumn = 'draft' | 'submitted' | 'approved' | 'rejected';

export const kybDossiers = pgTable('kyb_dossiers', {
  kybAccountId: id('kyb_account_id').primaryKey(),
  buId: text('bu_id').notNull(),
  state: text('state').$type<KybDossierStateColumn>().notNull().default('draft'),
  companyInfo: jsonb('company_info').$type<Record<string, unknown> | null>(),
  embargoInfo: jsonb('embargo_info').$type<Record<string, unknown> | null>(),
  bankInfo: jsonb('bank_info').$type<Record<string, unknown> | null>(),
  representativesSaved: boolean('representatives_saved').notNull().default(false),
  shareholdersSaved: boolean('shareholders_saved').notNull().default(false),
  transferReference: text('transfer_reference').notNull(),
  transferAmount: integer('transfer_amount'),
  transferFromIban: text('transfer_from_iban'),
  transferReceivedAt: at('transfer_received_at'),
  transferRecordedBy: text('transfer_recorded_by'),
  submittedAt: at('submitted_at'),
  reviewedAt: at('reviewed_at'),
  reviewedBy: text('reviewed_by'),
  rejectionReason: text('rejection_reason').notNull().default(''),
  linkedAccountId: id('linked_account_id'),
  updatedAt: at('updated_at').notNull(),
});

export const kybMembers = pgTable('kyb_members', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  kybAccountId: id('kyb_account_id').notNull(),
  role: text('role').$type<'representative' | 'shareholder'>().notNull(),
  position: integer('position').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  /** Null while a draft waits for the person's ID document (migration 0020). */
  idDocumentFileId: text('id_document_file_id'),
  createdAt: at('created_at').notNull(),
});
