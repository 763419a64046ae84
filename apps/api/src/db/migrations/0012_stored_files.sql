-- Uploaded files (issue 10, files). The bytes live on disk outside the web root (SHOP_UPLOAD_DIR, or
-- .data/uploads beside the embedded database) under the row's id, a random name; the client's file
-- name is kept for display only. A row is written only for a file that passed every check, in the
-- transaction that moves the file to its final name.
CREATE TABLE stored_files (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  -- The member who uploaded it, or null for a guest ('guest:<buId>' in owner_scope).
  account_id bigint REFERENCES accounts (id),
  owner_scope text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('personalImage', 'businessDocument', 'kybDocument', 'largeOrder')),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  original_name text NOT NULL DEFAULT '',
  -- A large-order file: its receivers (rows below the header) and the order it created (null: rejected).
  row_count integer,
  order_no text REFERENCES orders (order_no),
  created_at timestamptz NOT NULL
);

-- getMemberPreviousFile: a member's large-order files, newest first.
CREATE INDEX stored_files_owner_purpose ON stored_files (account_id, purpose, created_at DESC);
