-- One state machine for an order and its payments (issue 27, decision 0020). The database refuses
-- any move the machine does not have, whichever code path asks for it (cancel, finalisation,
-- reconciliation, expiry), and keeps the order's history of what happened to its money.

-- Money the provider took for something that can no longer be settled (an order cancelled meanwhile,
-- a second payment of one thing) is owed back: refund_due until the provider confirms the refund.
ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check
  CHECK (state IN ('created', 'pending', 'succeeded', 'failed', 'canceled', 'refund_due', 'refunded'));
ALTER TABLE payments DROP CONSTRAINT payments_check;
ALTER TABLE payments ADD CONSTRAINT payments_finalised_check
  CHECK ((state IN ('succeeded', 'failed', 'canceled', 'refund_due', 'refunded')) = (finalised_at IS NOT NULL));
-- Set when the owner no longer wants the money (the order was cancelled) while the provider could not
-- void the payment yet: whatever the provider decides later is voided or refunded, never settled.
ALTER TABLE payments ADD COLUMN void_requested_at timestamptz;
-- Set when a newer attempt replaces this unpaid one: its cancel then releases nothing, since what the
-- reference holds (its coupons) is the new attempt's.
ALTER TABLE payments ADD COLUMN replaced_at timestamptz;
-- The provider's refund of a refunded payment.
ALTER TABLE payments ADD COLUMN refund_id text;
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD CONSTRAINT payments_refund_check
  CHECK ((state = 'refunded') = (refund_id IS NOT NULL AND refunded_at IS NOT NULL));
CREATE INDEX payments_refund_due ON payments (finalised_at) WHERE state = 'refund_due';

CREATE FUNCTION payments_state_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ((OLD.state = 'created' AND NEW.state IN ('pending', 'succeeded', 'failed', 'canceled', 'refund_due'))
       OR (OLD.state = 'pending' AND NEW.state IN ('succeeded', 'failed', 'canceled', 'refund_due'))
       OR (OLD.state = 'refund_due' AND NEW.state = 'refunded')) THEN
    RAISE EXCEPTION 'payment % cannot move from % to %', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payments_state_move BEFORE UPDATE OF state ON payments
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION payments_state_move();

-- Order statuses (decision 0008): 03 created, 041 confirmed and waiting for its payment, 04 waiting with
-- a bank-transfer receipt, 09 paid, 02 cancelled; 099 / 098 fully / partially returned (refunds of a
-- paid order); 044 quotations and the imported 042 / 091 never move but to a return.
CREATE FUNCTION orders_status_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ((OLD.status = '03' AND NEW.status IN ('041', '09', '02'))
       OR (OLD.status = '041' AND NEW.status IN ('04', '09', '02'))
       OR (OLD.status = '04' AND NEW.status IN ('09', '02'))
       OR (OLD.status IN ('09', '042', '091', '098') AND NEW.status IN ('099', '098'))) THEN
    RAISE EXCEPTION 'order % cannot move from % to %', OLD.order_no, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_status_move BEFORE UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_status_move();

-- The order's history of its money, in the transaction that made each change.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  event text NOT NULL CHECK (event IN ('canceled', 'paid', 'payment_voided', 'refund_due', 'refunded')),
  -- The payment it concerns (as orders.payment_id, a reference kept as history).
  payment_id text,
  -- Minor units of the order's currency, for the events that move money.
  amount bigint,
  -- Who or what did it: buyer, provider return, reconciliation.
  actor text NOT NULL DEFAULT ''
);
CREATE INDEX order_events_of_order ON order_events (order_id, id);
-- A payment is refunded, or owed back, once.
CREATE UNIQUE INDEX order_events_once_per_payment ON order_events (payment_id, event)
  WHERE event IN ('refund_due', 'refunded', 'paid');
