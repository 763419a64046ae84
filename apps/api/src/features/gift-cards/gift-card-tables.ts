import { boolean, char, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Gift cards and their append-only ledger (migrations 0005, 0006).

/** Spec 1 section 4: the holder's marker set by updateCard NEW or USED. */
export type CardState = 'new' | 'used';

export const giftCards = pgTable('gift_cards', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  numberHash: text('number_hash').notNull().unique(),
  pinHash: text('pin_hash').notNull(),
  isBlocked: boolean('is_blocked').notNull().default(false),
  cardState: text('card_state').$type<CardState>().notNull().default('new'),
  currency: char('currency', { length: 3 }).notNull(),
  balance: money('balance').notNull(),
  initialAmount: money('initial_amount').notNull(),
  expiresAt: at('expires_at').notNull(),
  failedPinCount: integer('failed_pin_count').notNull().default(0),
  lockedUntil: at('locked_until'),
  orderNo: text('order_no'),
  ownerAccountId: id('owner_account_id'),
  createdAt: at('created_at').notNull(),
  // Migration 0006 (cards): the product, the order line, the sealed number and PIN, the transfer.
  itemCode: text('item_code'),
  lineNo: integer('line_no'),
  lineSeq: integer('line_seq'),
  sealedCode: text('sealed_code'),
  retiredAt: at('retired_at'),
  // Migration 0023 (back office): a refund of its order cancelled the card (blocked, balance 0, an R row).
  refundedAt: at('refunded_at'),
  // Migration 0032: the version of the card keys its hashes and sealed code are under (decision 0062).
  cardKeyId: text('card_key_id'),
});

/**
 * I issue (opening balance), P redeem, L top-up, C cashback (spec 2 section 9), G give-back of a redemption,
 * R the unused balance taken back when a refund of its order cancels the card (decision 0042).
 */
export type CardMovementType = 'I' | 'P' | 'L' | 'C' | 'G' | 'R';

/** Append-only: rows are inserted with their card's balance change, never updated or deleted. */
export const cardLedger = pgTable('card_ledger', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  cardId: id('card_id').notNull(),
  type: char('type', { length: 1 }).$type<CardMovementType>().notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  reference: text('reference').notNull(),
  createdAt: at('created_at').notNull(),
});
