import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// A signed-in buyer's cart, kept sealed between devices.

export const carts = pgTable('carts', {
  accountId: id('account_id').primaryKey(),
  sealedCart: text('sealed_cart').notNull(),
  updatedAt: at('updated_at').notNull(),
});
