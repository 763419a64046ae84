import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

// Social sign-ins in progress, outside identities of accounts, single sign-on tokens used (migration 0025).

export const oauthSignIns = pgTable('oauth_sign_ins', {
  state: text('state').primaryKey(),
  buId: text('bu_id').notNull(),
  loginType: text('login_type').$type<'FB' | 'GOOGLE' | 'APPLE'>().notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const externalIdentities = pgTable(
  'external_identities',
  {
    buId: text('bu_id').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    loginType: text('login_type').$type<'FB' | 'GOOGLE' | 'APPLE' | 'SSO' | 'SALESMAN_SSO'>().notNull(),
    accountId: id('account_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.buId, table.issuer, table.subject] })],
);

export const ssoTokenUses = pgTable(
  'sso_token_uses',
  {
    issuer: text('issuer').notNull(),
    jti: text('jti').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.jti] })],
);
