import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Salesmen (migration 0019_salesmen): customers' owning salesmen and the salesmen's orders.

export const salesmanCustomers = pgTable('salesman_customers', {
  customerAccountId: id('customer_account_id').primaryKey(),
  salesmanAccountId: id('salesman_account_id').notNull(),
  assignedAt: at('assigned_at').notNull().defaultNow(),
});

/** The terms a salesman set on one line of his order (line_terms, by line number). */
export interface SalesmanLineTerms {
  lineNo: number;
  cardMadeFee: number;
  /** Percent; null: the product's own discount. */
  discountRate: number | null;
  shipFeeDiscType: string;
  shipFeeDiscValue: number;
  extraFeeDiscType: string;
  extraFeeDiscValue: number;
  /** Percent (0 when the reward is none). */
  commissionRate: number;
  commissionAmount: number;
}

export const salesmanOrders = pgTable('salesman_orders', {
  orderId: id('order_id').primaryKey(),
  buId: text('bu_id').notNull(),
  salesmanAccountId: id('salesman_account_id').notNull(),
  customerAccountId: id('customer_account_id').notNull(),
  rewardType: text('reward_type').$type<'commission' | 'none'>().notNull(),
  commissionAmount: money('commission_amount').notNull(),
  freeItem: text('free_item').notNull().default(''),
  freeItemQty: integer('free_item_qty').notNull().default(0),
  orderImageUrl: text('order_image_url').notNull().default(''),
  tempId: text('temp_id').notNull().default(''),
  lineTerms: jsonb('line_terms').$type<SalesmanLineTerms[]>().notNull(),
  createdAt: at('created_at').notNull(),
});
