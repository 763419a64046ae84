-- Salesmen (issue 20, decisions 0035 and 0036): which salesman owns each business customer, and what a
-- salesman's order records beyond the customer's order (his commission, the terms he set, free items).

-- A business customer's owning salesman (one at most). An admin salesman acts for every customer of
-- his unit, owned or not.
CREATE TABLE salesman_customers (
  customer_account_id bigint PRIMARY KEY REFERENCES accounts (id),
  salesman_account_id bigint NOT NULL REFERENCES accounts (id),
  assigned_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX salesman_customers_salesman ON salesman_customers (salesman_account_id);

-- A salesman's order: the order itself is the customer's (orders.account_id); this row says who placed
-- it, his commission (not paid by the customer), the reward type, the free items given with it, the
-- order image and the client's draft id, and each line's terms as he set them (line_terms, by line_no).
CREATE TABLE salesman_orders (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  bu_id text NOT NULL,
  salesman_account_id bigint NOT NULL REFERENCES accounts (id),
  customer_account_id bigint NOT NULL REFERENCES accounts (id),
  reward_type text NOT NULL CHECK (reward_type IN ('commission', 'none')),
  commission_amount bigint NOT NULL CHECK (commission_amount >= 0),
  free_item text NOT NULL DEFAULT '',
  free_item_qty integer NOT NULL DEFAULT 0 CHECK (free_item_qty >= 0),
  order_image_url text NOT NULL DEFAULT '',
  temp_id text NOT NULL DEFAULT '',
  line_terms jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
-- The commission statement: a salesman's orders of a month.
CREATE INDEX salesman_orders_statement ON salesman_orders (salesman_account_id, created_at);
