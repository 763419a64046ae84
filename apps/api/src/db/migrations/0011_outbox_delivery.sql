-- The outbox becomes the transactional send queue (issue 10): a message is written in the caller's
-- transaction and leaves afterwards through its transport (SMTP, the SMS gateway), or is itself the
-- delivered message when no transport is configured (transport 'outbox', read by the dev mailbox).
ALTER TABLE outbox
  ADD COLUMN html text,
  ADD COLUMN language text,
  ADD COLUMN status text NOT NULL DEFAULT 'sent' CHECK (status IN ('pending', 'sent', 'failed')),
  ADD COLUMN attempts smallint NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  -- A worker holds a pending message until then while it talks to the transport; another process
  -- (or a retried job) claims it only after that, so two processes never send one row at once.
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN transport text,
  ADD COLUMN transport_message_id text,
  -- Set when the body, html and attachments were cleared after a real transport accepted them
  -- (docs/decisions/0012-outbox-sending.md).
  ADD COLUMN cleared_at timestamptz;

-- Rows written before this migration were the delivered messages themselves.
UPDATE outbox SET sent_at = created_at, transport = 'outbox';

CREATE INDEX outbox_pending ON outbox (id) WHERE status = 'pending';
CREATE INDEX outbox_latest ON outbox (id DESC);

CREATE TABLE outbox_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  UNIQUE (message_id, position)
);
