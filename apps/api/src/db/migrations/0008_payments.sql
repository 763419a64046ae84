-- Hosted payments (issue 9, payments part). One row per attempt to pay something on the provider's
-- page: an order, a card top-up or a wallet top-up (the purpose names the page the browser comes
-- back to, /loading/{purpose}). The amount is the owning feature's, never the client's. The row is
-- claimed once (created/pending -> succeeded) by one conditional UPDATE in the same transaction as
-- the purpose's settlement, so a replayed or concurrent return settles once.
CREATE TABLE payments (
  -- Unguessable: 'pay_' and 22+ base64url characters from the CSPRNG (128 bits).
  id text PRIMARY KEY CHECK (id ~ '^pay_[A-Za-z0-9_-]{22,64}$'),
  purpose text NOT NULL CHECK (purpose IN ('order', 'topup', 'topupWallet')),
  -- The owner's reference: an order number, a card's id, a wallet's account id.
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  -- The paying member; null for a guest.
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  email text NOT NULL DEFAULT '',
  -- Minor units of currency.
  amount bigint NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL,
  -- The unit's pspProvider when the payment was made (UpstreamPay, lyra, ingenico, marketPay).
  provider text NOT NULL,
  -- The provider's own id, known once the provider has created its side; the return carries it.
  provider_payment_id text UNIQUE,
  -- The provider's hosted page for this payment (answered again to a repeated createPayment).
  redirect_url text,
  -- SHA-256 (hex) of the value the provider signs the return with (ingenico's RETURNMAC), when it has one.
  return_mac_hash text,
  -- The client key of the call that started it: a re-run after a crash finds this row again.
  creation_key text NOT NULL CHECK (length(creation_key) BETWEEN 1 AND 200),
  state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'pending', 'succeeded', 'failed', 'canceled')),
  -- What the buyer chose (spec 2 section 9 payment means: C04, IBT, PP, ...).
  payment_method text NOT NULL,
  -- What the provider reports it was paid with, and its reusable card token (never a card number).
  payment_mean text,
  card_token text,
  -- Why a payment failed: declined, canceled, amount_mismatch, ...
  failure_reason text,
  created_at timestamptz NOT NULL,
  finalised_at timestamptz,
  UNIQUE (bu_id, purpose, reference, creation_key),
  CHECK ((state IN ('succeeded', 'failed', 'canceled')) = (finalised_at IS NOT NULL))
);
-- At most one succeeded payment per thing paid for: a second provider success is never settled.
CREATE UNIQUE INDEX payments_one_success_per_reference ON payments (bu_id, purpose, reference)
  WHERE state = 'succeeded';
-- The open attempts of a reference (cancelled when a new attempt starts) and of the reconciliation.
CREATE INDEX payments_open ON payments (bu_id, purpose, reference) WHERE state IN ('created', 'pending');
