-- Social sign-in and single sign-on (issue 22, decisions 0047-0048).

-- A social sign-in between getOauthLoginInfo and the callback's login: the state sent to the provider,
-- the unit and provider it was started for, the PKCE challenge the page holds the verifier of, the
-- OpenID nonce and the exact redirect URI. Used once (used_at), for 10 minutes.
CREATE TABLE oauth_sign_ins (
  state text PRIMARY KEY CHECK (state ~ '^[A-Za-z0-9_-]{32,64}$'),
  bu_id text NOT NULL,
  login_type text NOT NULL CHECK (login_type IN ('FB', 'GOOGLE', 'APPLE')),
  code_challenge text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_sign_ins_by_age ON oauth_sign_ins (expires_at);

-- The outside identities an account signs in with: a social provider's subject or a portal's customer
-- id, per unit (an account belongs to one unit). One identity opens one account.
CREATE TABLE external_identities (
  bu_id text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  login_type text NOT NULL CHECK (login_type IN ('FB', 'GOOGLE', 'APPLE', 'SSO', 'SALESMAN_SSO')),
  account_id bigint NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (bu_id, issuer, subject)
);
CREATE INDEX external_identities_by_account ON external_identities (account_id);

-- The single sign-on tokens used (their jti per issuer): a token opens one session, on any replica
-- (one INSERT ... ON CONFLICT DO NOTHING decides). Kept until the token expires, then pruned.
CREATE TABLE sso_token_uses (
  issuer text NOT NULL,
  jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, jti)
);
CREATE INDEX sso_token_uses_by_age ON sso_token_uses (expires_at);
