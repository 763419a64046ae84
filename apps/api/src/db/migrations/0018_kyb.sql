-- Company verification, KYB (issue 19, decisions 0032-0033): email verifications by link, KYB accounts
-- and their own sessions, the dossier (five tabs, its state and the reviewer's decision), its people,
-- and the 10-euro verification transfer a reviewer records. Tokens are stored as SHA-256 digests only.

-- A verification link sent to an address: its token (digest), then, once confirmed, the registration
-- token (digest) kybRegisterAccount takes. public_id is the tokenId the call answers (not a secret).
CREATE TABLE kyb_email_verifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  registration_token_hash text UNIQUE,
  registration_expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX kyb_email_verifications_email ON kyb_email_verifications (bu_id, email, created_at);

-- A company's KYB account: apart from shop accounts (its own sign-in, kybLogin). language is the one
-- it last used on the pages: the reviewer's decision is emailed in it.
CREATE TABLE kyb_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  email text NOT NULL,
  password_hash text NOT NULL,
  company_name text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (bu_id, email)
);

-- KYB sessions: the token's digest; idle ones expire (KYB_SESSION_IDLE_MS), a sign-out revokes one.
CREATE TABLE kyb_sessions (
  token_hash text PRIMARY KEY,
  kyb_account_id bigint NOT NULL REFERENCES kyb_accounts (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX kyb_sessions_account ON kyb_sessions (kyb_account_id);

-- One dossier per KYB account. The tabs of type 0 are JSON (null until saved); the people are in
-- kyb_members. Draft and rejected dossiers may be edited; submitted waits for a reviewer; approved is
-- final. transfer_reference is what the company writes on its 10-euro transfer; a reviewer records
-- the transfer seen on the shop's bank statement (amount, from which IBAN), which approval requires.
CREATE TABLE kyb_dossiers (
  kyb_account_id bigint PRIMARY KEY REFERENCES kyb_accounts (id),
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'submitted', 'approved', 'rejected')),
  company_info jsonb,
  embargo_info jsonb,
  bank_info jsonb,
  representatives_saved boolean NOT NULL DEFAULT false,
  shareholders_saved boolean NOT NULL DEFAULT false,
  transfer_reference text NOT NULL UNIQUE,
  transfer_amount integer,
  transfer_from_iban text,
  transfer_received_at timestamptz,
  transfer_recorded_by text,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by text,
  rejection_reason text NOT NULL DEFAULT '',
  -- The unit's business account of the same email that approval made En Compte (2), if any.
  linked_account_id bigint REFERENCES accounts (id),
  updated_at timestamptz NOT NULL
);
CREATE INDEX kyb_dossiers_state ON kyb_dossiers (state, submitted_at);

-- Legal representatives and shareholders of 25 % or more, in the order the tab gave them; the ID or
-- passport is a stored kybDocument file handed to the dossier (owner scope kyb:<id>).
CREATE TABLE kyb_members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kyb_account_id bigint NOT NULL REFERENCES kyb_dossiers (kyb_account_id),
  role text NOT NULL CHECK (role IN ('representative', 'shareholder')),
  position integer NOT NULL,
  details jsonb NOT NULL,
  id_document_file_id text NOT NULL REFERENCES stored_files (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX kyb_members_dossier ON kyb_members (kyb_account_id, role, position);
