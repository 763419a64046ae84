import {
  bigint,
  boolean,
  char,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Texts shown to buyers, by language code. */
export type LocalisedText = Partial<Record<string, string>>;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => Buffer.from(value),
});

const id = (name: string) => bigint(name, { mode: 'number' });
const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const businessUnits = pgTable('business_units', {
  buId: text('bu_id').primaryKey(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

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

export const envelopeKeys = pgTable('envelope_keys', {
  initHash: text('init_hash').primaryKey(),
  keyBytes: bytea('key_bytes').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** A sealed request's nonce, accepted once per initial token while the request is fresh (0013). */
export const requestNonces = pgTable(
  'request_nonces',
  {
    initHash: text('init_hash').notNull(),
    nonce: text('nonce').notNull(),
    freshUntil: at('fresh_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.initHash, table.nonce] })],
);

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

export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.keyHash] })],
);

export const loginFailures = pgTable('login_failures', {
  accountId: id('account_id').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
  lockedUntil: at('locked_until'),
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

export const captchaTestTokens = pgTable('captcha_test_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  siteKey: text('site_key').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** The first answer of a call that moves money, replayed for a repeat with the same key and body. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    clientKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    state: text('state').$type<'in_progress' | 'done'>().notNull(),
    answer: jsonb('answer').$type<IdempotentAnswer | null>(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.endpoint, table.clientKey] })],
);

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
});

/** I issue (opening balance), P redeem, L top-up, C cashback (spec 2 section 9), G give-back of a redemption. */
export type CardMovementType = 'I' | 'P' | 'L' | 'C' | 'G';

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

/** pending: waiting for its transport; sent: handed over (or the delivered row itself); failed: refused. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export const outbox = pgTable('outbox', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
  // Issue 10 (migration 0011): the outbox as the transactional send queue.
  html: text('html'),
  language: text('language'),
  status: text('status').$type<OutboxStatus>().notNull().default('sent'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  claimedUntil: at('claimed_until'),
  sentAt: at('sent_at'),
  transport: text('transport'),
  transportMessageId: text('transport_message_id'),
  clearedAt: at('cleared_at'),
});

export const addressBook = pgTable('address_book', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  position: smallint('position').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  address: jsonb('address').$type<Record<string, unknown>>().notNull(),
});

export const inboxMessages = pgTable('inbox_messages', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status').$type<'Active' | 'Disabled'>().notNull().default('Active'),
  createdAt: at('created_at').notNull(),
});

export const carts = pgTable('carts', {
  accountId: id('account_id').primaryKey(),
  sealedCart: text('sealed_cart').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    buId: text('bu_id').notNull(),
    categoryId: integer('category_id').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.buId, table.categoryId] })],
);

export const products = pgTable(
  'products',
  {
    buId: text('bu_id').notNull(),
    itemCode: text('item_code').notNull(),
    categoryId: integer('category_id').notNull(),
    kind: text('kind').$type<'D' | 'P' | 'CP'>().notNull(),
    productType: text('product_type').$type<'GIFT_CARD' | 'PHONE_CREDIT'>().notNull(),
    audience: char('audience', { length: 1 }).$type<'A' | 'C' | 'B'>().notNull().default('A'),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalisedText>().notNull(),
    howToUse: jsonb('how_to_use').$type<LocalisedText>().notNull(),
    terms: jsonb('terms').$type<LocalisedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    denominations: jsonb('denominations').$type<number[]>().notNull().default([]),
    isReloadable: boolean('is_reloadable').notNull().default(false),
    transferMode: text('transfer_mode').notNull().default(''),
    redeemPlace: text('redeem_place').notNull().default(''),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    validMonths: smallint('valid_months').notNull().default(12),
    cardMadeFee: money('card_made_fee').notNull().default(0),
    isPercentageCardFee: boolean('is_percentage_card_fee').notNull().default(false),
    letterRequired: boolean('letter_required').notNull().default(false),
    isAccuSales: boolean('is_accu_sales').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.buId, table.itemCode] })],
);

export const discountTiers = pgTable(
  'discount_tiers',
  {
    buId: text('bu_id').notNull(),
    itemCode: text('item_code').notNull(),
    amountFrom: money('amount_from').notNull(),
    amountTo: money('amount_to').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.buId, table.itemCode, table.amountFrom] })],
);

export const templateCategories = pgTable(
  'template_categories',
  {
    buId: text('bu_id').notNull(),
    categoryId: integer('category_id').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.buId, table.categoryId] })],
);

export const templates = pgTable(
  'templates',
  {
    buId: text('bu_id').notNull(),
    templateId: integer('template_id').notNull(),
    categoryId: integer('category_id').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.buId, table.templateId] })],
);

export const templateImages = pgTable(
  'template_images',
  {
    buId: text('bu_id').notNull(),
    templateId: integer('template_id').notNull(),
    itemCode: text('item_code').notNull(),
    imageUrl: text('image_url').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    cardMadeFee: money('card_made_fee').notNull().default(0),
    isPercentageCardFee: boolean('is_percentage_card_fee').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.buId, table.templateId, table.itemCode] })],
);

export const letterTypes = pgTable(
  'letter_types',
  {
    buId: text('bu_id').notNull(),
    letterTypeId: integer('letter_type_id').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    price: money('price').notNull(),
    imageUrl: text('image_url').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.buId, table.letterTypeId] })],
);

export const additionalProducts = pgTable(
  'additional_products',
  {
    buId: text('bu_id').notNull(),
    extraItemCode: text('extra_item_code').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    amount: money('amount').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    itemCodes: jsonb('item_codes').$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.buId, table.extraItemCode] })],
);

export const stores = pgTable(
  'stores',
  {
    buId: text('bu_id').notNull(),
    storeId: text('store_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.buId, table.storeId] })],
);

export const referenceCodes = pgTable(
  'reference_codes',
  {
    mId: text('m_id').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.mId, table.code] })],
);

export const countries = pgTable('countries', {
  countryCode: char('country_code', { length: 2 }).primaryKey(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
  areaCode: text('area_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const companies = pgTable('companies', {
  siren: text('siren').primaryKey(),
  companyName: text('company_name').notNull(),
  commercialName: text('commercial_name').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  societyType: text('society_type').notNull().default(''),
  firstAddress: text('first_address').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
});

export const postalCodes = pgTable(
  'postal_codes',
  {
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    streets: jsonb('streets').$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.zipCode, table.city] })],
);

// --- Cards (issue 9, migration 0006_card_transfers) ---

/** Spec 2 section 9 transfer statuses: 01 request, 03 confirmed. */
export type CardTransferStatus = '01' | '03';

export const cardTransfers = pgTable('card_transfers', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  buId: text('bu_id').notNull(),
  fromCardId: id('from_card_id').notNull(),
  toCardId: id('to_card_id'),
  senderAccountId: id('sender_account_id'),
  receiverEmail: text('receiver_email').notNull(),
  amount: money('amount').notNull(),
  status: char('status', { length: 2 }).$type<CardTransferStatus>().notNull(),
  reference: text('reference').notNull().unique(),
  createdAt: at('created_at').notNull(),
  confirmedAt: at('confirmed_at'),
});

/** R requesting, Y confirmed, N canceled (the wallet's codes, spec 2 section 9). */
export type CardTopUpStatus = 'R' | 'Y' | 'N';

export const cardTopUps = pgTable('card_top_ups', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  cardId: id('card_id').notNull(),
  accountId: id('account_id'),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  clientKey: text('client_key').notNull(),
  paymentId: text('payment_id').unique(),
  status: char('status', { length: 1 }).$type<CardTopUpStatus>().notNull().default('R'),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});

// --- Wallet + history (issue 9, migration 0009_wallets) ---

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

// --- Orders (issue 9, migration 0007_orders) ---

/** Spec 2 section 9 order statuses; their use here: docs/decisions/0008-order-statuses.md. */
export type OrderStatus = '03' | '041' | '044' | '09' | '042' | '091' | '02' | '04' | '099' | '098';
export type OrderKind = 'order' | 'quotation';
export type CardKindCode = 'D' | 'P' | 'CP';

export const orders = pgTable('orders', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  orderNo: text('order_no').notNull().unique(),
  buId: text('bu_id').notNull(),
  kind: text('kind').$type<OrderKind>().notNull().default('order'),
  accountId: id('account_id'),
  custType: char('cust_type', { length: 1 }).$type<'C' | 'B' | 'S'>().notNull().default('C'),
  buyerEmail: text('buyer_email').notNull(),
  language: text('language').notNull().default('en'),
  status: text('status').$type<OrderStatus>().notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  grossAmount: money('gross_amount').notNull(),
  discountAmount: money('discount_amount').notNull(),
  feeAmount: money('fee_amount').notNull(),
  shippingAmount: money('shipping_amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  couponAmount: money('coupon_amount').notNull().default(0),
  walletAmount: money('wallet_amount').notNull().default(0),
  dueAmount: money('due_amount').notNull(),
  paymentMean: text('payment_mean').notNull().default(''),
  paymentId: text('payment_id'),
  clientKey: text('client_key').notNull().unique(),
  hasPhysical: boolean('has_physical').notNull().default(false),
  isUnlocked: boolean('is_unlocked').notNull().default(true),
  unlockedAt: at('unlocked_at'),
  paymentWindowEndsAt: at('payment_window_ends_at'),
  isDisabled: boolean('is_disabled').notNull().default(false),
  confirmKey: text('confirm_key'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  confirmedAt: at('confirmed_at'),
  paidAt: at('paid_at'),
  canceledAt: at('canceled_at'),
  walletGivenBack: boolean('wallet_given_back').notNull().default(false),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: id('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemCode: text('item_code').notNull(),
    templateId: integer('template_id').notNull().default(0),
    kind: text('kind').$type<CardKindCode>().notNull(),
    productName: text('product_name').notNull().default(''),
    productImgUrl: text('product_img_url').notNull().default(''),
    categoryId: text('category_id').notNull().default(''),
    templateUrl: text('template_url').notNull().default(''),
    amount: money('amount').notNull(),
    qty: integer('qty').notNull(),
    discountRateBp: integer('discount_rate_bp').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    cardMadeFee: money('card_made_fee').notNull().default(0),
    extraCardMadeFee: money('extra_card_made_fee').notNull().default(0),
    letterTypeId: integer('letter_type_id'),
    letterPrice: money('letter_price').notNull().default(0),
    extraItemCode: text('extra_item_code').notNull().default(''),
    extraItemImgUrl: text('extra_item_img_url').notNull().default(''),
    extraProductName: text('extra_product_name').notNull().default(''),
    extraProductAmount: money('extra_product_amount').notNull().default(0),
    shipFee: money('ship_fee').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    lineTotal: money('line_total').notNull(),
    productTaxRateBp: integer('product_tax_rate_bp').notNull().default(0),
    additionalTaxRateBp: integer('additional_tax_rate_bp').notNull().default(0),
    parentItemCode: text('parent_item_code').notNull().default(''),
    validMonths: smallint('valid_months').notNull().default(12),
    deliverType: text('deliver_type').notNull().default('Email'),
    deliverDate: text('deliver_date').notNull().default(''),
    deliverTimeZone: text('deliver_time_zone').notNull().default(''),
    message: text('message').notNull().default(''),
    message2: text('message2').notNull().default(''),
    personalImageUrl: text('personal_image_url').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    senderEmail: text('sender_email').notNull().default(''),
    senderMobileNo: text('sender_mobile_no').notNull().default(''),
    receiverName: text('receiver_name').notNull().default(''),
    receiverFirstName: text('receiver_first_name').notNull().default(''),
    receiverLastName: text('receiver_last_name').notNull().default(''),
    receiverCivility: text('receiver_civility').notNull().default(''),
    receiverEmail: text('receiver_email').notNull().default(''),
    receiverMobileAreaCode: text('receiver_mobile_area_code').notNull().default(''),
    receiverMobileNo: text('receiver_mobile_no').notNull().default(''),
    receiverAddress: text('receiver_address').notNull().default(''),
    receiverAddress2: text('receiver_address2').notNull().default(''),
    receiverCity: text('receiver_city').notNull().default(''),
    receiverZipCode: text('receiver_zip_code').notNull().default(''),
    receiverCountryCode: text('receiver_country_code').notNull().default(''),
    receiverVatNumber: text('receiver_vat_number').notNull().default(''),
    urssafId: text('urssaf_id').notNull().default(''),
    shelfId: text('shelf_id').notNull().default(''),
    customizeShelf: text('customize_shelf').notNull().default(''),
    draftPath: text('draft_path').notNull().default(''),
    fileType: text('file_type').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    tempId: text('temp_id').notNull().default(''),
    customerId: text('customer_id').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    commisionType: text('commision_type').notNull().default(''),
    commisionValueBp: integer('commision_value_bp').notNull().default(0),
    newBeneficairyQty: integer('new_beneficairy_qty').notNull().default(0),
    isTaxCredit: smallint('is_tax_credit').$type<0 | 1>().notNull().default(0),
    salesmanId: text('salesman_id').notNull().default(''),
    orderAmount: money('order_amount').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo] })],
);

export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: id('order_id').notNull(),
    cardId: id('card_id').notNull(),
    amount: money('amount').notNull(),
    givenBack: boolean('given_back').notNull().default(false),
    givenBackAt: at('given_back_at'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.cardId] })],
);

export const orderReceipts = pgTable('order_receipts', {
  orderId: id('order_id').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: at('uploaded_at').notNull(),
});

// Payments (issue 9, payments part): migration 0008.

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

// The order's history of its money (migration 0014, decision 0020).

export type OrderEventName = 'canceled' | 'paid' | 'payment_voided' | 'refund_due' | 'refunded';

export const orderEvents = pgTable('order_events', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: id('order_id').notNull(),
  at: at('at').notNull(),
  event: text('event').$type<OrderEventName>().notNull(),
  paymentId: text('payment_id'),
  amount: money('amount'),
  actor: text('actor').notNull().default(''),
});

// Sending (issue 10, sending part): migration 0011.

/** A file sent with an outbox message, in the order given. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  messageId: id('message_id').notNull(),
  position: smallint('position').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});

// Deliveries (issue 10, delivery part): migration 0010.

export type DeliveryChannel = 'email' | 'sms' | 'pdf' | 'zip' | 'cardFile' | 'urlFile' | 'post';
export type DeliveryStatus = 'scheduled' | 'sent' | 'preparing' | 'failed';

/** How one card reaches its receiver on one channel (features/delivery). */
export const cardDeliveries = pgTable('card_deliveries', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  orderId: id('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  cardId: id('card_id').notNull(),
  channel: text('channel').$type<DeliveryChannel>().notNull(),
  recipient: text('recipient').notNull(),
  dueAt: at('due_at').notNull(),
  timeZone: text('time_zone').notNull().default(''),
  status: text('status').$type<DeliveryStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentCount: integer('sent_count').notNull().default(0),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull(),
});

/** Each send of a delivery: the first and every resend. */
export const cardDeliverySends = pgTable('card_delivery_sends', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  deliveryId: id('delivery_id').notNull(),
  kind: text('kind').$type<'delivery' | 'resend'>().notNull(),
  recipient: text('recipient').notNull(),
  outboxMessageId: id('outbox_message_id'),
  sentAt: at('sent_at').notNull(),
});

/** A physical line to print and post, with its letter type. */
export const fulfilments = pgTable('fulfilments', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  buId: text('bu_id').notNull(),
  orderId: id('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  letterTypeId: integer('letter_type_id'),
  cardQty: integer('card_qty').notNull(),
  receiverName: text('receiver_name').notNull(),
  address: jsonb('address').$type<Record<string, string>>().notNull(),
  status: text('status').$type<'pending' | 'shipped' | 'delivered'>().notNull().default('pending'),
  trackingNumber: text('tracking_number'),
  createdAt: at('created_at').notNull(),
});

// Uploaded files (issue 10, files part): migration 0012.

export type StoredFilePurpose = 'personalImage' | 'businessDocument' | 'kybDocument' | 'largeOrder';

/** One uploaded file that passed its checks; its bytes are on disk under its id (features/files). */
export const storedFiles = pgTable('stored_files', {
  id: text('id').primaryKey(),
  buId: text('bu_id').notNull(),
  accountId: id('account_id'),
  ownerScope: text('owner_scope').notNull(),
  purpose: text('purpose').$type<StoredFilePurpose>().notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  originalName: text('original_name').notNull().default(''),
  rowCount: integer('row_count'),
  orderNo: text('order_no'),
  createdAt: at('created_at').notNull(),
});
