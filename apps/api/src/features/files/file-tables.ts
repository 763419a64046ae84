import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

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
  /** Rows that passed the checks (migration 0017); the order takes exactly those. */
  validRowCount: integer('valid_row_count'),
  createdAt: at('created_at').notNull(),
});
