-- Gift cards (issue 9, cards part): what issuing, transferring and resending a card need.
-- item_code: the product the card was bought as (its fields, reload and brand rules come from it).
-- line_no, line_seq: the order line and the card's place in it; unique per order, so issuing an
-- order's cards twice (a replayed or concurrent payment return) cannot make a second set.
-- sealed_code: the clear number and PIN sealed with AES-256-GCM under the vault key (card-vault.ts),
-- kept only to send the card again (cardResend); the key is not in the database (0007-card-secrets).
-- retired_at: set when the card was transferred; every lookup refuses a retired card.
ALTER TABLE gift_cards
  ADD COLUMN item_code text,
  ADD COLUMN line_no integer CHECK (line_no >= 0),
  ADD COLUMN line_seq integer CHECK (line_seq >= 0),
  ADD COLUMN sealed_code text,
  ADD COLUMN retired_at timestamptz;
CREATE UNIQUE INDEX gift_cards_order_line_seq ON gift_cards (bu_id, order_no, line_no, line_seq)
  WHERE order_no IS NOT NULL AND line_no IS NOT NULL;

-- A card given to someone else (cardTransfer): the old card is retired and its balance moves out
-- (P) and into a fresh card (its opening I row) under the same reference, in one transaction.
-- Status (spec 2 section 9): 01 request, 03 confirmed.
CREATE TABLE card_transfers (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  from_card_id bigint NOT NULL REFERENCES gift_cards (id),
  to_card_id bigint REFERENCES gift_cards (id),
  sender_account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  receiver_email text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status char(2) NOT NULL CHECK (status IN ('01', '03')),
  -- The ledger reference of both movements; unique, so one transfer moves the balance once.
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE UNIQUE INDEX card_transfers_one_per_card ON card_transfers (from_card_id);

-- A card topped up through the payment flow (/transaction/topup): started, then settled once.
CREATE TABLE card_top_ups (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  card_id bigint NOT NULL REFERENCES gift_cards (id),
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL,
  client_key text NOT NULL,
  payment_id text UNIQUE,
  status char(1) NOT NULL DEFAULT 'R' CHECK (status IN ('R', 'Y', 'N')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
