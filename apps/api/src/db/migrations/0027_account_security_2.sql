-- Two-factor sign-in, account deletion and corporate accounts (issue 22, decisions 0050-0052).

-- A two-factor sign-in waiting for its code: named by a random public id (the tokenId), the code kept as a
-- digest. A resend replaces the code and counts a send; the challenge is used once.
CREATE TABLE two_factor_challenges (
  id text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  bu_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  code_hash text NOT NULL,
  sends smallint NOT NULL DEFAULT 1,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_account ON two_factor_challenges (account_id, created_at DESC);

-- Wrong two-factor codes per account, whichever challenge they were for; the lock they cause. A right
-- code clears the row; a lock that has ended starts the count again.
CREATE TABLE two_factor_failures (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  failures integer NOT NULL,
  locked_until timestamptz
);

-- A deleted account: the reasons given, and when; no personal data (the account row is anonymised in place
-- so its orders, cards, payments and ledgers keep their references).
CREATE TABLE account_deletions (
  account_id bigint PRIMARY KEY REFERENCES accounts (id),
  bu_id text NOT NULL,
  cust_type char(1) NOT NULL,
  reasons jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  deleted_at timestamptz NOT NULL
);
CREATE INDEX account_deletions_unit ON account_deletions (bu_id, deleted_at);

-- A verified business account's corporate code, which its employees enter to link their own accounts.
CREATE TABLE corporate_codes (
  company_account_id bigint PRIMARY KEY REFERENCES accounts (id),
  bu_id text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (bu_id, code)
);

-- B2B2C members: an individual account linked to one company of its unit.
CREATE TABLE corporate_members (
  member_account_id bigint PRIMARY KEY REFERENCES accounts (id),
  company_account_id bigint NOT NULL REFERENCES accounts (id),
  linked_at timestamptz NOT NULL
);
CREATE INDEX corporate_members_company ON corporate_members (company_account_id, linked_at DESC);
