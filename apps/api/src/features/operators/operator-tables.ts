import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, bytea, id } from '../../db/columns';

// Operators (migration 0021_operators): accounts, their units, sign-in challenges, sessions, the
// append-only audit log, the versions of units' settings and catalogues, and the publish counter.

export const operators = pgTable('operators', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<'operator' | 'administrator'>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The base32 TOTP secret sealed with the operator key (operator-secrets.ts); never answered. */
  totpSecret: bytea('totp_secret').notNull(),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const operatorUnits = pgTable(
  'operator_units',
  {
    operatorId: id('operator_id').notNull(),
    buId: text('bu_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.buId] })],
);

export const operatorChallenges = pgTable('operator_challenges', {
  tokenDigest: text('token_digest').primaryKey(),
  operatorId: id('operator_id').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const operatorSessions = pgTable('operator_sessions', {
  tokenDigest: text('token_digest').primaryKey(),
  operatorId: id('operator_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const operatorAudit = pgTable('operator_audit', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  at: at('at').notNull(),
  operatorId: id('operator_id').notNull(),
  operatorName: text('operator_name').notNull(),
  operatorEmail: text('operator_email').notNull(),
  action: text('action').notNull(),
  buId: text('bu_id').notNull().default(''),
  target: text('target').notNull().default(''),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

export type VersionKind = 'settings' | 'catalogue';

export const unitVersions = pgTable(
  'unit_versions',
  {
    buId: text('bu_id').notNull(),
    kind: text('kind').$type<VersionKind>().notNull(),
    versionNo: integer('version_no').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    basedOn: integer('based_on'),
    restoredFrom: integer('restored_from'),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    createdBy: id('created_by'),
    createdAt: at('created_at').notNull(),
    publishedBy: id('published_by'),
    publishedAt: at('published_at'),
  },
  (table) => [primaryKey({ columns: [table.buId, table.kind, table.versionNo] })],
);

export const configGeneration = pgTable('config_generation', {
  id: boolean('id').primaryKey().default(true),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
