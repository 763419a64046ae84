-- Account security: rate-limit counters every replica shares, failed sign-ins per account,
-- registration attempts kept apart until one is confirmed, and the test captcha's tokens.

-- Fixed-window counters by bucket (a rate-limit group, or a per-target limit) and key (a client
-- address, account, phone number or email, stored as its SHA-256 digest). Updated with one
-- INSERT ... ON CONFLICT ... DO UPDATE, so concurrent requests on any replica count exactly.
CREATE TABLE rate_counters (
  bucket text NOT NULL,
  key_hash text NOT NULL,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key_hash)
);
CREATE INDEX rate_counters_by_window ON rate_counters (window_ends_at);

-- Failed sign-ins of one account within a window, whichever addresses they came from; enough of
-- them lock the account until locked_until.
CREATE TABLE login_failures (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  failures integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- Each registration keeps its own details, password hash and confirmation token (digest). The
-- account is created from the attempt whose token is used; the other attempts for the address
-- are then void, so nobody can take a pending registration over.
CREATE TABLE pending_registrations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  mobile_no text NOT NULL DEFAULT '',
  register_type text NOT NULL,
  document_type text NOT NULL DEFAULT '',
  id_card_no text NOT NULL DEFAULT '',
  is_subscription boolean NOT NULL DEFAULT false,
  promo_code text NOT NULL DEFAULT '',
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  voided_at timestamptz,
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pending_registrations_by_email ON pending_registrations (bu_id, email);

-- Tokens of the shop's own test captcha provider: digests, bound to a site key, single use.
CREATE TABLE captcha_test_tokens (
  token_hash text PRIMARY KEY,
  site_key text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_test_tokens_by_expiry ON captcha_test_tokens (expires_at);

-- Before this migration a second registration replaced the password of an unconfirmed account
-- while the older links stayed valid. Those accounts were never confirmed (no session, no data of
-- their own): they and their links are void, and their owners register again.
DELETE FROM accounts WHERE status = 'pending';
