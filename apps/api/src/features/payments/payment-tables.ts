import { char, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Payments (issue 9, payments part): migration 0008, its money states 0014.

/** A hosted payment's life: created (page not yet paid), pending (provider busy), then final. */
/** Decision 0020: refund_due is money taken for what can no longer be settled, owed back until refunded. */
export type PaymentState = 'created' | 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refund_due' | 'refunded';

/** One attempt to pay an order, a card top-up or a wallet top-up on the provider's hosted page. */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  purpose: text('purpose').$type<'order' | 'topup' | 'topupWallet'>().notNull(),
  reference: text('reference').notNull(),
  buId: text('bu_id').notNull(),
  accountId: id('account_id'),
  email: text('email').notNull().default(''),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id').unique(),
  redirectUrl: text('redirect_url'),
  returnMacHash: text('return_mac_hash'),
  creationKey: text('creation_key').notNull(),
  state: text('state').$type<PaymentState>().notNull().default('created'),
  paymentMethod: text('payment_method').notNull(),
  paymentMean: text('payment_mean'),
  cardToken: text('card_token'),
  failureReason: text('failure_reason'),
  createdAt: at('created_at').notNull(),
  finalisedAt: at('finalised_at'),
  voidRequestedAt: at('void_requested_at'),
  replacedAt: at('replaced_at'),
  refundId: text('refund_id'),
  refundedAt: at('refunded_at'),
});
