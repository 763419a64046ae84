import { char, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { DeleteAccountReason, TwoFaChannel } from '@shop/contracts';
import { at, id } from '../../db/columns';

// Two-factor challenges and failures, account deletions, corporate codes and members (migration 0027).

export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: text('id').primaryKey(),
  accountId: id('account_id').notNull(),
  buId: text('bu_id').notNull(),
  channel: text('channel').$type<TwoFaChannel>().notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  sends: smallint('sends').notNull().default(1),
  sentAt: at('sent_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

export const twoFactorFailures = pgTable('two_factor_failures', {
  accountId: id('account_id').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: at('locked_until'),
});

export const accountDeletions = pgTable('account_deletions', {
  accountId: id('account_id').primaryKey(),
  buId: text('bu_id').notNull(),
  custType: char('cust_type', { length: 1 }).$type<'C' | 'B' | 'S'>().notNull(),
  reasons: jsonb('reasons').$type<DeleteAccountReason[]>().notNull(),
  comment: text('comment').notNull().default(''),
  deletedAt: at('deleted_at').notNull(),
});

export const corporateCodes = pgTable('corporate_codes', {
  companyAccountId: id('company_account_id').primaryKey(),
  buId: text('bu_id').notNull(),
  code: text('code').notNull(),
  createdAt: at('created_at').notNull(),
});

export const corporateMembers = pgTable('corporate_members', {
  memberAccountId: id('member_account_id').primaryKey(),
  companyAccountId: id('company_account_id').notNull(),
  linkedAt: at('linked_at').notNull(),
});
