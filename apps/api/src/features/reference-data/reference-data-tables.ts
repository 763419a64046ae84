import { char, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type LocalisedText } from '../../db/columns';

// Reference data: stores, reference codes, countries, companies, postal codes (migration 0002).

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
