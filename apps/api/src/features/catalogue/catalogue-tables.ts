import { boolean, char, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { money, type LocalisedText } from '../../db/columns';

// The catalogue: categories, products and their discounts, templates, letters, additional products (migration 0002).

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
    /** Spec 1 section 6: types A and V are not sold to business buyers (migration 0017). */
    itemType: text('item_type').notNull().default(''),
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
