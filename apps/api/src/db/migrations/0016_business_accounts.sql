-- Business accounts (issue 18): the manual document check of a registered company, the documents it
-- sent, and business registrations between their steps.

-- Where a business account stands with the document check: 'pending' from its registration until a
-- reviewer decides, then 'verified' or 'refused' (with when, and why for a refusal). Null for
-- individual and salesman accounts. Only a verified business account may order.
ALTER TABLE accounts
  ADD COLUMN business_verification text CHECK (business_verification IN ('pending', 'verified', 'refused')),
  ADD COLUMN business_verification_at timestamptz,
  ADD COLUMN business_verification_note text NOT NULL DEFAULT '';
-- Business accounts made before registration existed were set up by the operators: verified.
UPDATE accounts SET business_verification = 'verified', business_verification_at = created_at WHERE cust_type = 'B';
-- The reviewers' queue: pending accounts, oldest first.
CREATE INDEX accounts_business_verification ON accounts (business_verification, created_at)
  WHERE business_verification IS NOT NULL;

-- The KBIS extract or representative's ID a business account was registered with (the file's bytes
-- are in the upload folder under stored_files.id).
CREATE TABLE business_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  file_id text NOT NULL UNIQUE REFERENCES stored_files (id),
  document_type text NOT NULL CHECK (document_type IN ('KBIS', 'ID')),
  created_at timestamptz NOT NULL
);
CREATE INDEX business_documents_account ON business_documents (account_id);

-- A business registration between its steps, named by a random temp id (expiring in a day). Step 1
-- opens it; steps 2 and 3 give the company, the contact and the account (details, password hash) and
-- the email whose code (code_id, a one_time_codes row) must be confirmed; the document completes it
-- and names the account made from it.
CREATE TABLE business_registrations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  temp_id text NOT NULL UNIQUE,
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  email text,
  -- The address already had an account: its owner got a notice, no code, and it cannot complete.
  email_taken boolean NOT NULL DEFAULT false,
  details jsonb,
  password_hash text,
  code_id text,
  code_sent_at timestamptz,
  email_confirmed_at timestamptz,
  completed_at timestamptz,
  account_id bigint REFERENCES accounts (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX business_registrations_code ON business_registrations (code_id);
