-- The nonces of the sealed requests received (issue 27): each sealed request carries a random nonce
-- (webInfo.nonce), recorded by one INSERT ... ON CONFLICT DO NOTHING after the envelope opened and
-- proved fresh, so of several uses of one request on any replica exactly one goes on. A row is kept
-- while its request could still pass the freshness check (fresh_until = sentAt + REQUEST_FRESHNESS_MS),
-- plus a margin for the replicas' clocks; then it is pruned.
CREATE TABLE request_nonces (
  -- SHA-256 (hex) of the initial token whose key sealed the request, as envelope_keys keeps it.
  init_hash text NOT NULL,
  nonce text NOT NULL CHECK (nonce ~ '^[A-Za-z0-9_-]{16,64}$'),
  fresh_until timestamptz NOT NULL,
  PRIMARY KEY (init_hash, nonce)
);
CREATE INDEX request_nonces_by_age ON request_nonces (fresh_until);
