-- Member wallets and their ledger (issue 9). One wallet per account and business unit, opened on its
-- first credit or top-up request. The balance is in minor units of the wallet's currency and moves
-- only with a wallet_ledger row written in the same transaction; the CHECKs make a negative balance
-- impossible whatever the code does.
CREATE TABLE wallets (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  currency char(3) NOT NULL,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- Spec 1 section 6: top-up is offered only for a reloadable wallet.
  is_reloadable boolean NOT NULL DEFAULT true,
  -- The wallet's card number shown to its member (spec 1 section 3 Wallet.cardNumber): 16 digits with a
  -- Luhn check digit. Not a bearer credential: nothing pays with it without the member's session.
  card_number text NOT NULL UNIQUE CHECK (card_number ~ '^[0-9]{16}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (account_id, bu_id)
);

-- Append-only: one row per confirmed balance movement, never updated or deleted (the trigger refuses
-- both). Types: L top-up, P redeem (paying an order), C cashback (spec 2 section 9 transaction kinds),
-- G give-back of a redemption when its order is cancelled or returned. The reference is unique per
-- wallet, so a replayed movement finds its first row instead of moving the balance again. Every row
-- is a confirmed movement (wallet status Y); requested and cancelled top-ups live in wallet_top_ups.
CREATE TABLE wallet_ledger (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  wallet_id bigint NOT NULL REFERENCES wallets (id),
  type char(1) NOT NULL CHECK (type IN ('L', 'P', 'C', 'G')),
  -- Signed, in minor units: negative for a redemption, positive otherwise.
  amount bigint NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  UNIQUE (wallet_id, reference),
  CHECK ((type = 'P') = (amount < 0)),
  CHECK (amount <> 0)
);
CREATE INDEX wallet_ledger_by_wallet_time ON wallet_ledger (wallet_id, created_at);

CREATE FUNCTION wallet_ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER wallet_ledger_append_only BEFORE UPDATE OR DELETE ON wallet_ledger
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_is_append_only();
CREATE TRIGGER wallet_ledger_no_truncate BEFORE TRUNCATE ON wallet_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_ledger_is_append_only();

-- A top-up the member asked for, paid through a hosted payment. Spec 2 section 9 wallet statuses:
-- R requesting (payment started), Y confirmed (paid; its L row is in wallet_ledger), N canceled (the
-- payment failed or was abandoned). Only R changes, once, to Y or N.
CREATE TABLE wallet_top_ups (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  wallet_id bigint NOT NULL REFERENCES wallets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL,
  status char(1) NOT NULL DEFAULT 'R' CHECK (status IN ('R', 'Y', 'N')),
  -- The member's Idempotency-Key of the top-up call: one request per key.
  client_key text NOT NULL,
  -- The hosted payment paying it, once started.
  payment_id text UNIQUE,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (wallet_id, client_key),
  CHECK ((status = 'R') = (decided_at IS NULL))
);
CREATE INDEX wallet_top_ups_by_wallet_time ON wallet_top_ups (wallet_id, created_at);
