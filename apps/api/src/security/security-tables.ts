import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, bytea } from '../db/columns';

// The API's own security state: envelope keys, nonces, rate counters, server secrets, test captchas.

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

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
});

export const captchaTestTokens = pgTable('captcha_test_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  siteKey: text('site_key').notNull(),
  expiresAt: at('expires_at').notNull(),
});
