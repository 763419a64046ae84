import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

// The idempotency keys of calls that move money (migration 0004).

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
