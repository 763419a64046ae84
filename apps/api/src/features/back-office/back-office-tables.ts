import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Refunds of paid orders and cashback (issue 21, migration 0023_back_office, decisions 0041-0043).

export type RefundKind = 'whole' | 'partial';
export type RefundDestination = 'payment' | 'wallet';
export type RefundState = 'pending' | 'done';

export const orderRefunds = pgTable('order_refunds', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: id('order_id').notNull(),
  buId: text('bu_id').notNull(),
  requestKey: text('request_key').notNull().unique(),
  kind: text('kind').$type<RefundKind>().notNull(),
  destination: text('destination').$type<RefundDestination>().notNull(),
  amount: money('amount').notNull(),
  paidAmount: money('paid_amount').notNull(),
  walletAmount: money('wallet_amount').notNull(),
  couponAmount: money('coupon_amount').notNull(),
  paymentId: text('payment_id'),
  providerRefundId: text('provider_refund_id'),
  state: text('state').$type<RefundState>().notNull(),
  operatorId: text('operator_id').notNull(),
  operatorName: text('operator_name').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: at('created_at').notNull(),
  doneAt: at('done_at'),
});

export const orderRefundCards = pgTable('order_refund_cards', {
  cardId: id('card_id').primaryKey(),
  refundId: id('refund_id').notNull(),
  amount: money('amount').notNull(),
});

export const orderCashbacks = pgTable('order_cashbacks', {
  orderId: id('order_id').primaryKey(),
  buId: text('bu_id').notNull(),
  accountId: id('account_id').notNull(),
  amount: money('amount').notNull(),
  rateBp: integer('rate_bp').notNull(),
  creditedAt: at('credited_at').notNull(),
});
