import { boolean, char, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Wallet + history (issue 9, migration 0009_wallets).

/** L top-up, P redeem (paying an order), C cashback (spec 2 section 9), G give-back of a redemption. */
export type WalletMovementType = 'L' | 'P' | 'C' | 'G';
/** Spec 2 section 9 wallet statuses: Y confirmed, N canceled, R requesting. */
export type WalletStatus = 'Y' | 'N' | 'R';

export const wallets = pgTable('wallets', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  buId: text('bu_id').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  balance: money('balance').notNull().default(0),
  isReloadable: boolean('is_reloadable').notNull().default(true),
  cardNumber: text('card_number').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/** Append-only: rows are inserted with their wallet's balance change, never updated or deleted. */
export const walletLedger = pgTable('wallet_ledger', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  walletId: id('wallet_id').notNull(),
  type: char('type', { length: 1 }).$type<WalletMovementType>().notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  reference: text('reference').notNull(),
  createdAt: at('created_at').notNull(),
});

export const walletTopUps = pgTable('wallet_top_ups', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  walletId: id('wallet_id').notNull(),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  status: char('status', { length: 1 }).$type<WalletStatus>().notNull().default('R'),
  clientKey: text('client_key').notNull(),
  paymentId: text('payment_id').unique(),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});
