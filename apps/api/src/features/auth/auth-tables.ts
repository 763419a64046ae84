import { boolean, char, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, id, money } from '../../db/columns';

// Accounts, their sessions and their login failures (migrations 0001, 0003, 0016).

export const accounts = pgTable('accounts', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  custType: char('cust_type', { length: 1 }).$type<'C' | 'B' | 'S'>().notNull(),
  email: text('email').notNull(),
  mobileNo: text('mobile_no').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  civility: smallint('civility').$type<1 | 2 | 3>().notNull().default(3),
  status: text('status').$type<'pending' | 'active' | 'disabled'>().notNull(),
  isActivateAccount: smallint('is_activate_account').$type<0 | 1>().notNull().default(0),
  validationState: text('validation_state').$type<'none' | 'approved' | 'rejected'>().notNull().default('none'),
  isSubscription: boolean('is_subscription').notNull().default(false),
  allowUpdateProfile: boolean('allow_update_profile').notNull().default(true),
  contractTypeId: smallint('contract_type_id').notNull().default(1),
  registerType: text('register_type').notNull().default('EM'),
  paymentType: text('payment_type').notNull().default(''),
  companyType: smallint('company_type').notNull().default(0),
  isAdminSalesman: boolean('is_admin_salesman').notNull().default(false),
  documentType: text('document_type').notNull().default(''),
  idCardNo: text('id_card_no').notNull().default(''),
  promoCode: text('promo_code').notNull().default(''),
  companyInfo: jsonb('company_info').$type<Record<string, unknown> | null>(),
  deliveryInfo: jsonb('delivery_info').$type<Record<string, unknown> | null>(),
  invoiceInfo: jsonb('invoice_info').$type<Record<string, unknown> | null>(),
  accumulatedAmount: money('accumulated_amount').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Business accounts: the manual document check (migration 0016); null for other accounts. */
  businessVerification: text('business_verification').$type<'pending' | 'verified' | 'refused'>(),
  businessVerificationAt: at('business_verification_at'),
  businessVerificationNote: text('business_verification_note').notNull().default(''),
});

export const sessions = pgTable('sessions', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  accessHash: text('access_hash').notNull(),
  refreshHash: text('refresh_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const loginFailures = pgTable('login_failures', {
  accountId: id('account_id').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
  lockedUntil: at('locked_until'),
});
