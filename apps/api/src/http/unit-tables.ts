import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

// A business unit's parameters, read by the unit directory (http/unit-directory.ts); migration 0001.

export const businessUnits = pgTable('business_units', {
  buId: text('bu_id').primaryKey(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
