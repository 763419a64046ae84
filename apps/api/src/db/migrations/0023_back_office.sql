-- The back office of issue 21 (decisions 0041-0043): refunds of paid orders (099 whole, 098 partial)
-- that cancel the unused cards and give the money back, and cashback (C) credited to members' wallets.

-- R: a card cancelled by a refund of its order: its whole unused balance leaves it (negative amount).
ALTER TABLE card_ledger DROP CONSTRAINT card_ledger_type_check;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_type_check CHECK (type IN ('I', 'P', 'L', 'C', 'G', 'R'));
ALTER TABLE card_ledger DROP CONSTRAINT card_ledger_check;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_takes_check CHECK ((type IN ('P', 'R')) = (amount < 0));
-- When a refund cancelled the card (it is blocked with a zero balance and never works again).
ALTER TABLE gift_cards ADD COLUMN refunded_at timestamptz;

-- One refund of an order: its money split into what goes back through the payment's provider (or to
-- the wallet instead), what the order took from the wallet, and what it took from gift cards (coupons).
CREATE TABLE order_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  bu_id text NOT NULL,
  -- The operator's client key of the call (or a derived one): a replay finds this refund.
  request_key text NOT NULL UNIQUE CHECK (length(request_key) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('whole', 'partial')),
  destination text NOT NULL CHECK (destination IN ('payment', 'wallet')),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- The paid part given back through the provider (destination payment) or to the wallet.
  paid_amount bigint NOT NULL CHECK (paid_amount >= 0),
  wallet_amount bigint NOT NULL CHECK (wallet_amount >= 0),
  coupon_amount bigint NOT NULL CHECK (coupon_amount >= 0),
  CHECK (amount = paid_amount + wallet_amount + coupon_amount),
  -- The payment refunded at its provider (destination payment), and the provider's refund.
  payment_id text,
  provider_refund_id text,
  state text NOT NULL CHECK (state IN ('pending', 'done')),
  operator_id text NOT NULL,
  operator_name text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  CHECK ((state = 'done') = (done_at IS NOT NULL))
);
CREATE INDEX order_refunds_of_order ON order_refunds (order_id, id);
CREATE INDEX order_refunds_pending ON order_refunds (created_at) WHERE state = 'pending';

-- Each card is refunded once, whoever asks again.
CREATE TABLE order_refund_cards (
  card_id bigint PRIMARY KEY REFERENCES gift_cards (id),
  refund_id bigint NOT NULL REFERENCES order_refunds (id),
  amount bigint NOT NULL CHECK (amount >= 0)
);
CREATE INDEX order_refund_cards_of_refund ON order_refund_cards (refund_id);

-- The cashback credited for an order, once (the wallet's C movement has the reference cashback:<orderNo>).
CREATE TABLE order_cashbacks (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  bu_id text NOT NULL,
  account_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  credited_at timestamptz NOT NULL
);
-- The cashback job looks for members' orders paid in the last day.
CREATE INDEX orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;
