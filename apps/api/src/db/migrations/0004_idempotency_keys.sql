-- Idempotency of the calls that move money. A client sends a key with such a call; the first call
-- with the key claims it (one INSERT ... ON CONFLICT DO NOTHING, so concurrent calls on any replica
-- see exactly one claim), and its answer is stored so a repeat with the same body gets the same
-- answer. A repeat with another body is refused. Keys are kept at least 24 hours.
CREATE TABLE idempotency_keys (
  -- Who calls: the account id, or for a guest the initial token's id; keys of others never meet.
  scope text NOT NULL,
  endpoint text NOT NULL,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  -- SHA-256 (hex) of the canonical request body (keys sorted), to tell a repeat from another call.
  body_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_progress', 'done')),
  -- The first answer, {"status": ..., "body": ...}, once the call is done.
  answer jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, endpoint, idempotency_key),
  CHECK ((state = 'done') = (answer IS NOT NULL))
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
